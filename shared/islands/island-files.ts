/**
 * Every island a page can carry: the module that holds its component and the component's export name. The build makes
 * each module an entry point of its own (scripts/build.ts), so an island's code is a chunk the browser fetches only when
 * the island is due, and the server writes that chunk's address on the island's marker (shared/islands/Island.tsx).
 */
export const islandFiles = {
  'pricing-tiers': { file: 'shared/routes/pricing/PricingTiers.tsx', exportName: 'PricingTiers' },
} as const satisfies Record<string, { file: string; exportName: string }>;
