import type { ComponentType } from 'react';
import type { IslandName } from '../../shared/islands/island-names';

/** Island props are whatever its marker's JSON holds; the server rendered the same component with the same object. */
type IslandComponent = ComponentType<Record<string, unknown>>;

/** Each island's component, a chunk of its own that the browser fetches when the island is due (esbuild splits on these imports). */
export const islandModules: Record<IslandName, () => Promise<IslandComponent>> = {
  'pricing-tiers': () => import('../../shared/routes/pricing/PricingTiers').then((m) => m.PricingTiers as IslandComponent),
  'contact-dialog': () => import('../../shared/components/contact-modal/ContactDialog').then((m) => m.ContactDialog as IslandComponent),
};
