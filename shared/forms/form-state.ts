import type { FieldErrors } from './schemas';

/** What a no-JavaScript form post hands back to its page: the values typed, and what was wrong. */
export interface FormState {
  form: 'contact' | 'query';
  values: Record<string, string>;
  errors: FieldErrors;
  /** A message for the whole form (storage or API host down, too many posts). */
  message?: string;
  /** The HTTP status the page answers with: 400, 413, 415, 429, 502, 503 or 504. */
  status: number;
}

export function formStateFromContext(context: unknown, form: FormState['form']): FormState | null {
  const state = (context as { formState?: FormState } | undefined)?.formState;
  return state?.form === form ? state : null;
}
