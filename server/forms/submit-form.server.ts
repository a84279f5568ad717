import { outcomes } from '../../shared/content/generated/forms';
import { SiteDataError } from '../../shared/data/site-data';
import { contactSchema, supportQuerySchema, validate, type FieldErrors } from '../../shared/forms/schemas';
import type { FormKind } from '../../shared/forms/form-endpoints';
import type { SiteApi } from '../site-api/site-api';
import { KeyReusedError, StorageUnavailableError } from '../storage/message-store.server';

export type { FormKind };

export type FormOutcome = { ok: true } | { ok: false; status: 400; errors: FieldErrors } | { ok: false; status: number; message: string };

/** The one schema a form is checked against, in the browser and here. */
export function formSchema(kind: FormKind, productName: string) {
  return kind === 'contact' ? contactSchema : supportQuerySchema(productName);
}

export type FormSchema = ReturnType<typeof formSchema>;

/**
 * Validates and delivers one form submission. A success is only reported after
 * the message is stored (embedded) or accepted by the API host (upstream).
 * A filled honeypot is accepted and dropped, so bots learn nothing. The
 * schema is the form's own (formSchema), built once at start-up.
 */
export async function submitForm(api: SiteApi, schema: FormSchema, kind: FormKind, input: unknown, idempotencyKey?: string): Promise<FormOutcome> {
  const result = validate(schema, input);
  if (!result.ok) return { ok: false, status: 400, errors: result.errors };
  const { website, ...value } = result.value;
  if (website) return { ok: true };
  try {
    if (kind === 'contact') await api.sendContact(value as Parameters<SiteApi['sendContact']>[0], { idempotencyKey });
    else await api.submitQuery(value as Parameters<SiteApi['submitQuery']>[0], { idempotencyKey });
    return { ok: true };
  } catch (error) {
    if (error instanceof KeyReusedError) return { ok: false, status: 422, message: outcomes.keyReused };
    if (error instanceof StorageUnavailableError) return { ok: false, status: 503, message: outcomes.storageDown };
    if (error instanceof SiteDataError) {
      return { ok: false, status: error.httpStatus === 504 ? 504 : 502, message: outcomes.upstreamDown };
    }
    throw error;
  }
}
