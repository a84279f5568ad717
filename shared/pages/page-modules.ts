/**
 * Every page module, loaded only when its route matches, so each is its own
 * chunk and none of a page's copy or code reaches another page's first load.
 * A module exports Component and optionally a handle (meta, cache rules): what
 * renders, on the server and in the browser. Its loader and action are server
 * code, and the server's route table (server/ssr/routes.server.ts) attaches
 * them, and the name below, to the paths that show the page. The keys are the
 * names the build's manifest lists the chunks under and the data block names
 * pages by; the browser loads the page the server names there.
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
  RemindersPage: () => import('./tools/RemindersPage'),
  ReminderConfirmPage: () => import('./tools/ReminderConfirmPage'),
  ReminderUnsubscribePage: () => import('./tools/ReminderUnsubscribePage'),
  ComplianceCalendarPage: () => import('./tools/ComplianceCalendarPage'),
  ToolsHubPage: () => import('./tools/ToolsHubPage'),
  FranchiseTaxPage: () => import('./tools/FranchiseTaxPage'),
  ChangesPage: () => import('./tools/ChangesPage'),
  NotFoundPage: () => import('./not-found/NotFoundPage'),
};

export type PageName = keyof typeof pageModules;
