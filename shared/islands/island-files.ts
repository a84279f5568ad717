/**
 * Every island a page can carry: the module that holds its component and the component's export name. The build makes
 * each module an entry point of its own (scripts/build.ts), so an island's code is a chunk the browser fetches only when
 * the island is due, and the server writes that chunk's address on the island's marker (shared/islands/Island.tsx).
 */
export const islandFiles = {
  'pricing-tiers': { file: 'shared/routes/pricing/PricingTiers.tsx', exportName: 'PricingTiers' },
  'event-carousel': { file: 'shared/routes/event/EventCarouselIsland.tsx', exportName: 'EventCarouselIsland' },
  'event-gallery': { file: 'shared/routes/event/EventGalleryIsland.tsx', exportName: 'EventGalleryIsland' },
  'blog-more': { file: 'shared/routes/blog/MorePosts.tsx', exportName: 'MorePosts' },
  'help-search': { file: 'shared/routes/help/HelpSearch.tsx', exportName: 'HelpSearch' },
  'contact-form': { file: 'shared/forms/ContactForm.tsx', exportName: 'ContactForm' },
  'support-query-form': { file: 'shared/forms/SupportQueryForm.tsx', exportName: 'SupportQueryForm' },
  'contact-dialog': { file: 'shared/components/contact-modal/ContactDialog.tsx', exportName: 'ContactDialog' },
} as const satisfies Record<string, { file: string; exportName: string }>;
