import { formPageRoute, sentParam } from '../../../server/forms/form-page-route.server';
import type { PageQuery } from '../../../server/ssr/page-query.server';
import { reportedCase } from '../../../server/tools/report/report-query.server';
import { submitRequestPrefill } from './submit-request-prefill.server';

export const { loader, action } = formPageRoute('query', submitRequestPrefill);

/** ?sent=1 after a post; ?report=, a tool's URL with inputs it can use, in the tool's own spelling, or nothing. */
export const query = {
  sent: sentParam,
  report: (raw) => reportedCase(raw)?.report ?? null,
} satisfies PageQuery;
