/** The words on the contact and support forms; messages marked "spec" are the product's exact texts. */
export const contactCopy = {
  modalHeading: 'Get in touch',
  modalIntro: 'Tell us a little about your business and an accountant will get back to you, usually within one business day.',
  pageHeading: 'Contact us',
  pageIntro:
    'Questions about bookkeeping, a tax return, CFO advisory or forming your US company? Send us a message and an accountant from our team will reply, usually within one business day.',
  formHeading: 'Send us a message',
  emailPrompt: 'Prefer e-mail? Write to',
  supportPrompt: 'Already a client and need help with your account?',
  supportLink: 'Submit a support request',
  submit: 'Send message',
  sending: 'Sending...', // spec
  success: 'Thank you! Your message has been sent successfully.', // spec
  failure: 'Oops! Something went wrong. Please try again later.', // spec
} as const;

export const queryCopy = {
  heading: 'Submit a request',
  intro: 'Ask our support team about tax filing, {{productName}}, company formation or anything else. We reply by e-mail.',
  submit: 'Submit request',
  submitting: 'Submitting...', // spec
  successHeading: 'Thank you for your query!', // spec
  successText: 'Your request has been submitted successfully. Our support team will get back to you soon.', // spec
  another: 'Submit another request',
  backToHelp: 'Back to Help Center',
  failure: 'Failed to submit query. Please try again.', // spec
} as const;

/** Each field's label, on the forms and on the short answer to a rate-limited post; required fields add " *" on the forms. */
export const fieldLabels = {
  name: 'Name',
  email: 'Email',
  phone: 'Mobile Number',
  comment: 'Message',
  category: 'Category',
  subject: 'Subject',
  description: 'Description',
} as const;

/** The short answer to a no-JavaScript post refused by the rate limit: the visitor's words, ready to send again. */
export const limitedCopy = {
  title: 'Please wait a minute',
  intro: 'Too many submissions came from your connection, so this one was not sent yet. Everything you typed is below: wait a minute, then send it again.',
  resend: 'Send again',
} as const;

/** How long the modal shows its thank-you before closing (spec: 2000 ms). */
export const modalCloseDelayMs = 2000;
