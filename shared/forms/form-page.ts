import type { formPageRoute } from '../../server/forms/form-page-route.server';
import { useActionData, usePageData } from '../page';
import type { FieldErrors } from './schemas';

/** What a form starts from: empty, the thank-you state, or a failed post's values and messages. */
export interface FormPageData {
  /** The page was reached by the redirect after a successful no-JavaScript post (?sent=1). */
  sent: boolean;
  values: Record<string, string>;
  errors: FieldErrors;
  message: string | null;
}

export const emptyFormData: FormPageData = { sent: false, values: {}, errors: {}, message: null };

/** The form page's starting state: the failed post it answers, or its loader's ?sent=1 or prefill. */
/** The form pages' loader and action (page.server.ts of contact and submit-request). */
type FormPageRoute = ReturnType<typeof formPageRoute>;

export function useFormPageData(): FormPageData {
  const { sent, prefill } = usePageData<FormPageRoute['loader']>();
  const posted = useActionData<FormPageRoute['action']>();
  return posted ? { sent: false, ...posted } : { ...emptyFormData, sent, values: prefill ?? emptyFormData.values };
}
