import { formPageRoute, sentParam } from '../../../server/forms/form-page-route.server';
import type { PageQuery } from '../../../server/ssr/page-query.server';
import { planById } from '../../pricing/talk-to-us';
import { contactPrefill } from './contact-prefill.server';

export const { loader, action } = formPageRoute('contact', contactPrefill);

/** ?sent=1 after a post; ?plan=, a plan's id as spelled in content/pricing.yaml, or nothing. */
export const query = {
  sent: sentParam,
  plan: (raw) => planById(raw)?.id ?? null,
} satisfies PageQuery;
