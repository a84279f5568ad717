/**
 * Every island a page can carry: the module that holds its component, the component's export name, and the group it is
 * built in. The build makes each group one entry point (scripts/build.ts) that exports its islands' components, so a
 * page fetches an island's code only when the island is due, in a few files rather than one chunk for every set of
 * islands that shares a module (decision 0041); the server writes the group's chunks on the island's marker
 * (shared/islands/Island.tsx). The forms share their fields and sending code and hydrate on a visitor's first use; the
 * widgets are small, and each page says when its own hydrate (shared/islands/island-names.ts).
 */
export const islandFiles = {
  'pricing-tiers': { file: 'shared/routes/pricing/PricingTiers.tsx', exportName: 'PricingTiers', group: 'widgets' },
  'event-carousel': { file: 'shared/routes/event/EventCarouselIsland.tsx', exportName: 'EventCarouselIsland', group: 'widgets' },
  'event-gallery': { file: 'shared/routes/event/EventGalleryIsland.tsx', exportName: 'EventGalleryIsland', group: 'widgets' },
  'blog-more': { file: 'shared/routes/blog/MorePosts.tsx', exportName: 'MorePosts', group: 'widgets' },
  'help-search': { file: 'shared/routes/help/HelpSearch.tsx', exportName: 'HelpSearch', group: 'widgets' },
  'contact-form': { file: 'shared/forms/ContactForm.tsx', exportName: 'ContactForm', group: 'forms' },
  'support-query-form': { file: 'shared/forms/SupportQueryForm.tsx', exportName: 'SupportQueryForm', group: 'forms' },
  'contact-dialog': { file: 'shared/components/contact-modal/ContactDialog.tsx', exportName: 'ContactDialog', group: 'forms' },
} as const satisfies Record<string, { file: string; exportName: string; group: 'widgets' | 'forms' }>;
