import type { LoaderArgs } from '../page';
import type { FieldErrors } from './schemas';
import { formStateFromContext, type FormState } from './form-state';

/** What a form page's loader hands its component; `status` is also the HTTP status the server answers with. */
export interface FormPageData {
  /** The page was reached by the redirect after a successful no-JavaScript post (?sent=1). */
  sent: boolean;
  values: Record<string, string>;
  errors: FieldErrors;
  message: string | null;
  status: number;
}

export const emptyFormData: FormPageData = { sent: false, values: {}, errors: {}, message: null, status: 200 };

/** A loader for a page whose form also posts without JavaScript: the re-rendered post's state, or ?sent=1. */
export function formPageLoader(form: FormState['form']) {
  return ({ request, context }: LoaderArgs): FormPageData => {
    const state = formStateFromContext(context, form);
    if (state) return { sent: false, values: state.values, errors: state.errors, message: state.message ?? null, status: state.status };
    return { ...emptyFormData, sent: new URL(request.url).searchParams.get('sent') === '1' };
  };
}
