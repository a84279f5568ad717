import { useEffect, useMemo, useRef } from 'react';
import { usePublicConfig } from '../public-config';
import { fieldMaxLength, queryCategories, supportQuerySchema, visibleFields } from './schemas';
import { formEndpoints } from './form-endpoints';
import { fieldLabels, query as queryCopy } from '../content/generated/forms';
import type { FormPageData } from './form-page';
import { useJsonForm } from './use-json-form';
import { Field } from './Field';
import { Honeypot } from './Honeypot';
import { FormAlert } from './FormAlert';
import { QuerySent } from './QuerySent';

/** The Submit Query form of /submitRequest; a success replaces it with the thank-you view. */
export function SupportQueryForm({ initial }: { initial: FormPageData }) {
  const { productName } = usePublicConfig();
  const schema = useMemo(() => supportQuerySchema(productName), [productName]);
  const form = useJsonForm({
    fields: visibleFields(schema),
    schema,
    endpoint: formEndpoints.query.api,
    confirmation: 'status',
    failureMessage: queryCopy.failure,
    initial,
  });
  // "Submit another request" removes the link that had focus; the empty form's first field takes it once it shows.
  const refocus = useRef(false);
  const emailId = form.idFor('email');
  const sent = form.phase === 'sent';
  useEffect(() => {
    if (sent || !refocus.current) return;
    refocus.current = false;
    document.getElementById(emailId)?.focus();
  }, [sent, emailId]);

  if (sent) {
    const another = () => {
      refocus.current = true;
      form.reset();
    };
    return <QuerySent focusOnMount={form.submittedHere} onAnother={another} />;
  }

  const sending = form.phase === 'sending';
  return (
    <form className="forms-form" method="post" action={formEndpoints.query.page} noValidate onSubmit={form.onSubmit}>
      <Field id={form.idFor('email')} label={`${fieldLabels.email} *`} error={form.errors.email}>
        <input type="email" autoComplete="email" maxLength={fieldMaxLength.email} {...form.bind('email')} />
      </Field>
      <Field id={form.idFor('category')} label={`${fieldLabels.category} *`} error={form.errors.category}>
        <select {...form.bind('category')}>
          <option value="">{queryCopy.choose}</option>
          {queryCategories(productName).map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </Field>
      <Field id={form.idFor('subject')} label={`${fieldLabels.subject} *`} error={form.errors.subject}>
        <input type="text" maxLength={fieldMaxLength.subject} {...form.bind('subject')} />
      </Field>
      <Field id={form.idFor('description')} label={`${fieldLabels.description} *`} error={form.errors.description}>
        <textarea rows={6} maxLength={fieldMaxLength.description} {...form.bind('description')} />
      </Field>
      <Honeypot />
      <FormAlert message={form.message} />
      <button type="submit" className="button button--primary forms-submit" disabled={sending}>
        {sending ? queryCopy.submitting : queryCopy.submit}
      </button>
    </form>
  );
}
