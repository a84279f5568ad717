import type { PricingData } from '../../shared/pages/pricing/PricingPage';
import { stepFromQuery } from '../../shared/pricing/price';
import type { LoaderArgs } from '../ssr/route-context.server';

/** ?step=N picks the expense tier, so the slider works without JavaScript and a tier can be linked to. */
export function pricingLoader({ request }: LoaderArgs): PricingData {
  return { step: stepFromQuery(new URL(request.url).searchParams.get('step')) };
}
