import { useEffect } from 'react';
import type { ContactPrefill } from '../components/contact-modal/contact-dialog-opener';
import { contactSchema, fieldMaxLength, visibleFields } from './schemas';
import { formEndpoints } from './form-endpoints';
import { contact as contactCopy, fieldLabels } from '../content/generated/forms';
import { emptyFormData, type FormPageData } from './form-page';
import { useJsonForm } from './use-json-form';
import { Field } from './Field';
import { Honeypot } from './Honeypot';
import { FormAlert } from './FormAlert';

const fields = visibleFields(contactSchema);

/**
 * The contact form, used by the Get in Touch modal and the /contact page (where it also posts without JavaScript).
 * `prefill` (the modal's, given anew at each opening) fills the fields the visitor has not typed in.
 */
export function ContactForm({ initial = emptyFormData, prefill, onSent }: { initial?: FormPageData; prefill?: ContactPrefill; onSent?: () => void }) {
  const form = useJsonForm({
    fields,
    schema: contactSchema,
    endpoint: formEndpoints.contact.api,
    confirmation: 'success-flag',
    failureMessage: contactCopy.failure,
    initial,
    onSent,
  });
  const { fill } = form;
  useEffect(() => {
    if (prefill) fill(prefill);
  }, [prefill, fill]);
  const sending = form.phase === 'sending';
  return (
    <form className="forms-form" method="post" action={formEndpoints.contact.page} noValidate onSubmit={form.onSubmit}>
      <Field id={form.idFor('name')} label={`${fieldLabels.name} *`} error={form.errors.name}>
        <input type="text" autoComplete="name" maxLength={fieldMaxLength.name} {...form.bind('name')} />
      </Field>
      <Field id={form.idFor('email')} label={`${fieldLabels.email} *`} error={form.errors.email}>
        <input type="email" autoComplete="email" maxLength={fieldMaxLength.email} {...form.bind('email')} />
      </Field>
      <Field id={form.idFor('phone')} label={`${fieldLabels.phone} *`} error={form.errors.phone}>
        <input type="tel" autoComplete="tel" maxLength={fieldMaxLength.phone} {...form.bind('phone')} />
      </Field>
      <Field id={form.idFor('comment')} label={`${fieldLabels.comment} *`} error={form.errors.comment}>
        <textarea rows={4} maxLength={fieldMaxLength.comment} {...form.bind('comment')} />
      </Field>
      <Honeypot />
      <div role="status">{form.phase === 'sent' ? <p className="notice notice--success forms-notice">{contactCopy.success}</p> : null}</div>
      <FormAlert message={form.message} />
      <button type="submit" className="button button--primary forms-submit" disabled={sending}>
        {sending ? contactCopy.sending : contactCopy.submit}
      </button>
    </form>
  );
}
