import type { FieldErrors } from './schemas';

/** What a form page's loader returns. */
export interface FormPageLoaderData {
  sent: boolean;
  /** Values the link named (/contact?plan=<id>: the message names the plan). */
  prefill?: Record<string, string>;
}

/** What a form page's action returns for a no-JavaScript post it could not take; the page's HTTP status says why. */
export interface FormPostData {
  values: Record<string, string>;
  errors: FieldErrors;
  /** A message for the whole form (storage or API host down, a body refused). */
  message: string | null;
}
