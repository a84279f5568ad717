import type { SiteApi } from '../site-api/site-api';
import { visibleFields } from '../../shared/forms/schemas';
import type { FormKind } from '../../shared/forms/form-endpoints';
import { invalidKeyMessage, readIdempotencyKey } from './idempotency-key.server';
import { formSchema, submitForm, type FormOutcome, type FormSchema } from './submit-form.server';

/** A post refused before it was checked (a bad key, a body too large, of the wrong type or unreadable, the rate limit), as the visitor sees it. */
export type FormRefusal = Extract<FormOutcome, { message: string }>;

/**
 * The site's forms as one service, over the one submit function: the JSON
 * endpoints (form-routes.server.ts) and the form pages' route actions
 * (form-page-route.server.ts) both call it, so a post is checked and
 * delivered the same way whichever way it came.
 */
export interface FormSubmitter {
  /** The form's visible fields, in order: what a failed or refused post shows again. */
  fields(kind: FormKind): readonly string[];
  /** Checks the Idempotency-Key header's value, then the input against the form's schema, and delivers it. */
  submit(kind: FormKind, input: unknown, idempotencyKey: string | null | undefined): Promise<FormOutcome>;
}

export function createFormSubmitter(api: SiteApi, productName: string): FormSubmitter {
  // Each schema built once, at start-up.
  const form = (kind: FormKind): { schema: FormSchema; fields: readonly string[] } => {
    const schema = formSchema(kind, productName);
    return { schema, fields: visibleFields<Record<string, unknown>>(schema) };
  };
  const forms: Record<FormKind, ReturnType<typeof form>> = { contact: form('contact'), query: form('query') };
  return {
    fields: (kind) => forms[kind].fields,
    async submit(kind, input, idempotencyKey) {
      const key = readIdempotencyKey(idempotencyKey);
      if (!key.ok) return { ok: false, status: 400, message: invalidKeyMessage };
      return submitForm(api, forms[kind].schema, kind, input, key.key);
    },
  };
}
