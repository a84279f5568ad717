import { z } from 'zod';
import { template, text } from './common';

/** The words on the contact and support forms; the product's exact texts are marked in content/forms.yaml. */
export const formsContent = z.strictObject({
  contact: z.strictObject({
    modalHeading: text,
    modalIntro: text,
    /** The window's close button, for assistive technology. */
    close: text,
    pageTitle: text,
    pageDescription: text,
    pageEyebrow: text,
    pageHeading: text,
    pageIntro: text,
    formHeading: text,
    emailPrompt: text,
    supportPrompt: text,
    supportLink: text,
    submit: text,
    sending: text,
    success: text,
    failure: text,
  }),
  query: z.strictObject({
    pageTitle: text,
    pageDescription: text,
    heading: text,
    intro: text,
    submit: text,
    submitting: text,
    successHeading: text,
    successText: text,
    /** The empty choice of the category list (SPEC: Select). */
    choose: text,
    another: text,
    backToHelp: text,
    failure: text,
  }),
  /** The support request a tool result's "Report an error" link starts (category must be one of the form's). */
  report: z.strictObject({
    category: text,
    subject: template('tool'),
    description: template('tool', 'link', 'result'),
    franchiseTax: template('tax', 'method', 'total'),
    complianceCalendar: template('count', 'from', 'until', 'first', 'date'),
    calendarEmpty: template('from', 'until'),
  }),
  /** Each field's label, on the forms and on the short answer to a rate-limited post; required fields add " *" on the forms. */
  fieldLabels: z.strictObject({ name: text, email: text, phone: text, comment: text, category: text, subject: text, description: text }),
  /** The short answer to a no-JavaScript post refused by the rate limit: the visitor's words, ready to send again. */
  rateLimited: z.strictObject({ intro: text, resend: text }),
  /** The answer to a post a browser sent from another site's page (docs/decisions/0034): `text` is also the JSON answer's error. */
  crossSite: z.strictObject({ title: text, text: text, homeLink: text }),
  /**
   * What a post refused before it is stored hears, in JSON and on the page: fields that fail their checks, a body that
   * cannot be read, one too large, one of a type no form sends, one past the rate limit.
   */
  refusals: z.strictObject({ fields: text, unreadable: text, tooLarge: text, wrongType: text, rateLimited: text }),
  /** What the forms' checks say, in the browser and on the server; {field} is the field's name in `fieldNames`. */
  validation: z.strictObject({
    required: template('field'),
    tooLong: template('field', 'max'),
    email: text,
    category: text,
    fieldNames: z.strictObject({ name: text, email: text, phone: text, comment: text, subject: text, description: text }),
  }),
  /** What a post that passed its checks hears when it cannot be taken now, or reuses another message's key. */
  outcomes: z.strictObject({ storageDown: text, upstreamDown: text, keyReused: text }),
  /**
   * The e-mail the firm receives for each message: its subject after "[{siteName}] ", the two lines before the
   * visitor's words, each field's label, and the closing line.
   */
  mail: z.strictObject({
    contactSubject: template('name'),
    querySubject: template('subject'),
    intro: template('mark'),
    labels: z.strictObject({ name: text, email: text, phone: text, message: text, category: text, subject: text, description: text }),
    received: template('time', 'id'),
  }),
  /** The label of the field people never see, which bots fill in. */
  honeypot: text,
});

export type FormsContent = z.output<typeof formsContent>;
