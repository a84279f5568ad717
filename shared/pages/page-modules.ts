/**
 * Every page module, loaded only when its route matches, so each is its own
 * chunk and none of a page's copy or code reaches another page's first load.
 * A module exports Component, and optionally loader and handle (meta, status,
 * cache rules). The keys are the names the modules give themselves in
 * handle.page, the names the build's manifest lists their chunks under.
 * The server's route table (server/ssr/routes.server.tsx) says which path
 * shows which page; the browser loads the page the server names in the data block.
 */
export const pageModules = {
  HomePage: () => import('./home/HomePage'),
  PricingPage: () => import('./pricing/PricingPage'),
  ServicePage: () => import('./service/ServicePage'),
  BlogListPage: () => import('./blog/BlogListPage'),
  BlogPostPage: () => import('./blog/BlogPostPage'),
  HelpPage: () => import('./help/HelpPage'),
  GettingStartedPage: () => import('./help/GettingStartedPage'),
  ResourcesPage: () => import('./help/ResourcesPage'),
  RefundHubPage: () => import('./help/RefundHubPage'),
  ArticlePage: () => import('./article/ArticlePage'),
  SubmitRequestPage: () => import('./forms/SubmitRequestPage'),
  ContactPage: () => import('./forms/ContactPage'),
  LegalPage: () => import('./legal/LegalPage'),
  EventPage: () => import('./event/EventPage'),
  NotFoundPage: () => import('./not-found/NotFoundPage'),
};

export type PageName = keyof typeof pageModules;
