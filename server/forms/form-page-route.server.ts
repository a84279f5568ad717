import { data, redirect } from 'react-router';
import { formEndpoints, type FormKind } from '../../shared/forms/form-endpoints';
import type { FormPageLoaderData, FormPostData } from '../../shared/forms/form-page-data';
import { formSubmitterContext, refusedPostContext, type ActionArgs, type LoaderArgs } from '../ssr/route-context.server';
import { formInput, postedValues } from './posted-form.server';
import type { Normalise } from '../ssr/page-query.server';

/** A form page's ?sent: 1 (the thank-you state its loader shows) or nothing. */
export const sentParam: Normalise = (raw) => (raw === '1' ? '1' : null);

/**
 * The route half of a form page (/contact, /submitRequest). Its action takes
 * the page's no-JavaScript post, which react-router's static handler runs for
 * a POST: a success is a 303 to the thank-you state (?sent=1), so a reload
 * never resends; a failure renders the page again with the values typed and
 * what was wrong, as action data, under the failure's status. JSON posts are
 * answered by form-routes.server.ts over the same submitter. `prefillFrom`
 * gives the fields a link can start the form with (/contact?plan=<id>).
 */
export function formPageRoute(kind: FormKind, prefillFrom?: (query: URLSearchParams) => Record<string, string> | undefined) {
  const { page } = formEndpoints[kind];
  return {
    loader: ({ request }: LoaderArgs): FormPageLoaderData => {
      const query = new URL(request.url).searchParams;
      const sent = query.get('sent') === '1';
      const prefill = sent ? undefined : prefillFrom?.(query);
      return prefill ? { sent, prefill } : { sent };
    },

    action: async ({ request, context }: ActionArgs) => {
      const forms = context.get(formSubmitterContext);
      const input = formInput(await request.formData());
      const outcome = context.get(refusedPostContext) ?? (await forms.submit(kind, input, request.headers.get('Idempotency-Key')));
      if (outcome.ok) return redirect(`${page}?sent=1`, 303);
      const posted: FormPostData = {
        values: postedValues(input, forms.fields(kind)),
        errors: 'errors' in outcome ? outcome.errors : {},
        message: 'message' in outcome ? outcome.message : null,
      };
      return data(posted, { status: outcome.status });
    },
  };
}
