import type { Highlight, IntegratedApp, ServiceCard, Testimonial } from './types';
import { servicePath } from '../site-paths';

export const heroWords: string[] = ['Bookkeeping', 'CFO Advisory', 'USA Business Incorporation', 'Tax Return'];

export const hero: { eyebrow: string; headingPrefix: string; staticSentence: string; lede: string } = {
  eyebrow: 'Accounting for US companies, wherever you are based',
  headingPrefix: 'Expert help with',
  staticSentence: 'Expert help with bookkeeping, CFO advisory, USA business incorporation and tax returns.',
  lede:
    'Form your US company, keep clean monthly books and file your federal and state returns with one team. ' +
    '{{siteName}} works with founders in the US and abroad, at published prices you can see before you sign up.',
};

export const servicesSection: { heading: string; lede: string } = {
  heading: 'What we do',
  lede: 'Five services that cover the finance and compliance work of a US company, from formation to board reporting.',
};

export const serviceCards: ServiceCard[] = [
  {
    title: 'Bookkeeping',
    description: 'Monthly reconciliation of your bank, card and payment accounts, with a profit and loss statement and balance sheet you can hand to an investor or a tax preparer.',
    linkText: 'Explore bookkeeping',
    link: servicePath('Bookkeeping'),
    icon: 'ledger',
  },
  {
    title: 'Tax Return',
    description: 'Federal and state income tax returns, 1099s, Delaware franchise tax and Form 5472 for foreign-owned LLCs, prepared on time and reviewed before filing.',
    linkText: 'Explore tax returns',
    link: servicePath('Tax Return'),
    icon: 'receipt',
  },
  {
    title: 'USA Company Formation',
    description: 'Set up a US LLC or corporation from anywhere in the world, with your EIN and one year of registered agent service included.',
    linkText: 'Explore company formation',
    link: servicePath('USA Company Formation'),
    icon: 'building',
  },
  {
    title: 'CFO Advisory',
    description: 'Budgets, cash-flow forecasts, KPI tracking and board decks for founders who need finance leadership without a full-time hire.',
    linkText: 'Explore CFO advisory',
    link: servicePath('CFO Advisory'),
    icon: 'chart',
  },
  {
    title: 'Zoho Advisory',
    description: 'Implementation, customisation and training for Zoho Books and Zoho Payroll, connected to the bank accounts and apps you already use.',
    linkText: 'Explore Zoho advisory',
    link: servicePath('Zoho Advisory'),
    icon: 'gear',
  },
];

export const accountantPitch: { heading: string; text: string } = {
  heading: 'One dedicated accountant, backed by a full team',
  text:
    'You get a named accountant who learns your business, answers your questions and keeps your books moving each month. ' +
    'Behind them is a team of bookkeepers, tax preparers and reviewers, so work continues when someone is on leave ' +
    'and every return is checked by a second pair of eyes before it reaches you.',
};

export const portalSection: { heading: string; lede: string } = {
  heading: 'Everything in one client portal',
  lede: 'Your documents, reports, messages and deadlines in one place, available whenever you need them.',
};

export const portalFeatures: Highlight[] = [
  {
    title: 'Personalised dashboard',
    description: 'See your open tasks, recent reports and upcoming filings on one screen as soon as you sign in.',
    icon: 'dashboard',
  },
  {
    title: 'Work-status tracking',
    description: 'Follow each engagement from documents requested to review and completion, without chasing anyone by e-mail.',
    icon: 'check',
  },
  {
    title: 'Document repository',
    description: 'Upload bank statements, receipts and formation papers once and find every report and filed return in the same place.',
    icon: 'folder',
  },
  {
    title: 'Chat and support',
    description: 'Message your accountant directly or raise a support query, with the full conversation kept alongside your account.',
    icon: 'chat',
  },
  {
    title: 'Account and billing',
    description: 'Review your plan, download invoices and update payment details yourself.',
    icon: 'card',
  },
  {
    title: 'Plan-based service access',
    description: 'The portal shows the services included in your plan, and you can add one-off work when you need it.',
    icon: 'key',
  },
  {
    title: 'Anytime access',
    description: 'Sign in from any browser, in any time zone, whenever you need a report or a document.',
    icon: 'globe',
  },
  {
    title: 'Compliance reminders',
    description: 'Get notice ahead of tax deadlines, franchise tax dates and annual report due dates for your state.',
    icon: 'bell',
  },
];

export const testimonialsSection: { heading: string; lede: string } = {
  heading: 'What our clients say',
  lede: 'Founders in the US and abroad on working with {{siteName}}.',
};

export const testimonials: Testimonial[] = [
  {
    text:
      'I run a Wyoming LLC from Bengaluru and had no idea Form 5472 existed until they flagged it. ' +
      'They filed it with my return, explained the deadlines clearly and the fee was exactly what was quoted.',
    author: 'Rohan M.',
    company: 'Brightlane Software LLC',
    rating: 5,
    source: 'Google Reviews',
  },
  {
    text:
      'We moved our Delaware C-corp books over after a messy first year. Within two months everything was reconciled ' +
      'and we had clean financials ready for our investor update. Replies usually come in before my working day starts in Dubai.',
    author: 'Sara K.',
    company: 'Northgate Analytics Inc.',
    rating: 5,
    source: 'Google Reviews',
  },
  {
    text:
      'They formed my LLC, got the EIN and set up Zoho Books with my Stripe and Wise accounts. ' +
      'It took a little under two weeks, and I always knew what stage things were at from the portal.',
    author: 'James T.',
    company: 'Fernhill Commerce LLC',
    rating: 5,
    source: 'Google Reviews',
  },
];

export const valueSection: { heading: string; lede: string } = {
  heading: 'Why founders choose {{siteName}}',
  lede: 'We handle the finance and compliance work a US company needs, so you can spend your time on customers and product.',
};

export const valueProps: Highlight[] = [
  {
    title: 'Published, transparent pricing',
    description: 'Every price, the $8 hourly rate included, is on our pricing page, and larger projects are quoted before they start: you know the cost before any work begins.',
    icon: 'card',
  },
  {
    title: 'CPA-reviewed work',
    description: 'Returns and year-end financials are reviewed by a CPA before they are filed or delivered, so errors are caught before they cost you.',
    icon: 'shield',
  },
  {
    title: 'Coverage across time zones',
    description: 'Our team in India works while the US sleeps, so questions sent in the evening are often answered by the next morning.',
    icon: 'clock',
  },
  {
    title: 'Built for non-US founders',
    description: 'We regularly work with owners living outside the US and understand the filings that apply to them, such as Form 5472 and EIN applications without an SSN.',
    icon: 'globe',
  },
  {
    title: 'A secure client portal',
    description: 'Documents, messages and reports live in one access-controlled portal instead of scattered across e-mail threads.',
    icon: 'key',
  },
];

export const appsSection: { heading: string; lede: string } = {
  heading: 'Works with the apps you already use',
  lede: 'We pull transactions from your marketplaces, payment processors and accounting software, so your books reflect every sale, fee and payout.',
};

export const integratedApps: IntegratedApp[] = [
  { name: 'Amazon', iconSlug: null, category: 'Marketplace' },
  { name: 'eBay', iconSlug: 'ebay', category: 'Marketplace' },
  { name: 'Stripe', iconSlug: 'stripe', category: 'Payments' },
  { name: 'PayPal', iconSlug: 'paypal', category: 'Payments' },
  { name: 'Wise', iconSlug: 'wise', category: 'Payments' },
  { name: 'QuickBooks', iconSlug: 'quickbooks', category: 'Accounting' },
  { name: 'Xero', iconSlug: 'xero', category: 'Accounting' },
  { name: 'Zoho Books', iconSlug: 'zoho', category: 'Accounting' },
  { name: 'Avalara', iconSlug: null, category: 'Tax' },
  { name: 'Shopify', iconSlug: 'shopify', category: 'E-commerce' },
  { name: 'WooCommerce', iconSlug: 'woocommerce', category: 'E-commerce' },
];

export const ctaBand: { heading: string; text: string } = {
  heading: 'Ready to hand over the books?',
  text: 'Compare our plans, or tell us about your company and we will recommend the right one.',
};
