import type { FieldErrors } from './schemas';

/**
 * How a 200 answer is confirmed: the contact API must say `success: true`
 * (anything else is ignored, as the product does); the support API's status alone is enough.
 */
export type Confirmation = 'success-flag' | 'status';

export type PostOutcome =
  | { kind: 'sent' }
  | { kind: 'ignored' }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'limited'; message: string }
  /** The idempotency key was already used for a different message: this one was not stored. */
  | { kind: 'key-reused' }
  | { kind: 'failed' };

interface ApiAnswer {
  success?: unknown;
  error?: unknown;
  fields?: unknown;
}

async function readAnswer(response: Response): Promise<ApiAnswer | null> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? body : null;
  } catch {
    return null;
  }
}

function fieldErrors(fields: unknown): FieldErrors | null {
  if (!fields || typeof fields !== 'object') return null;
  const entries = Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length ? Object.fromEntries(entries) : null;
}

/**
 * Sends one form as JSON to our own /api and says what the visitor should see. Never throws.
 * The idempotency key names the submission: the server stores a retried post once.
 */
export async function postForm(endpoint: string, body: unknown, confirmation: Confirmation, idempotencyKey?: string): Promise<PostOutcome> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  let response: Response;
  try {
    response = await fetch(endpoint, { method: 'POST', headers, body: JSON.stringify(body) });
  } catch (error) {
    console.error(`Could not send the form to ${endpoint}`, error);
    return { kind: 'failed' };
  }
  if (response.status === 200) {
    if (confirmation === 'status') return { kind: 'sent' };
    return (await readAnswer(response))?.success === true ? { kind: 'sent' } : { kind: 'ignored' };
  }
  const answer = await readAnswer(response);
  console.error(`${endpoint} answered ${response.status}`, answer?.error ?? '');
  if (response.status === 429 && typeof answer?.error === 'string') return { kind: 'limited', message: answer.error };
  if (response.status === 422) return { kind: 'key-reused' };
  const errors = response.status === 400 ? fieldErrors(answer?.fields) : null;
  return errors ? { kind: 'invalid', errors } : { kind: 'failed' };
}
