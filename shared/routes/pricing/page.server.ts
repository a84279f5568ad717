import type { VentureFranchiseTax } from './venture';
import { stepFromQuery } from '../../pricing/price';
import { states } from '../../content/generated/compliance';
import type { StateFormation } from '../../pricing/formation-all-in';
import { firmContext, type LoaderArgs } from '../../../server/ssr/route-context.server';
import type { Review } from '../../content/types';
import { ventureFranchiseTax } from './venture-franchise-tax.server';
import { asDefault, type PageQuery } from '../../../server/ssr/page-query.server';

// Read here, not imported by the page: the calendar's rules stay out of the pricing chunk and its data block.
const formation: StateFormation[] = states.map(({ code, name, formation }) => ({ code, name, formation }));
const venture = ventureFranchiseTax();

/** What the pricing loader returns: the expense tier ?step=N picks, and each state's formation costs. */
export interface PricingData {
  step: number;
  states: StateFormation[];
  venture: VentureFranchiseTax;
  /** The reviews this site may show: none of the samples on a public SITE_URL (decision 0045). */
  reviews: Review[];
}

/** ?step=N, a tier of the slider, 1 when absent. */
export const query = {
  step: (raw) => asDefault(stepFromQuery(raw), 1),
} satisfies PageQuery;

/** ?step=N picks the expense tier, so the slider works without JavaScript and a tier can be linked to; every state's formation costs come along. */
export function loader({ request, context }: LoaderArgs): PricingData {
  return { step: stepFromQuery(new URL(request.url).searchParams.get('step')), states: formation, venture, reviews: context.get(firmContext).reviews };
}
