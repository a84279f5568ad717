import type { ArticleSection, ArticleSlug } from './article-paths';
import type { ResourceCategory } from './help-sections';
import type { IconName } from './types';
import { paths } from '../site-paths';

/** Copy for the help center's hub pages (/help, /getting-started, /resources, /refund). */

export interface HubIntro {
  /** Visible heading and breadcrumb name. */
  heading: string;
  /** <title> text without the site name suffix. */
  metaTitle: string;
  /** Unique meta description, at most 160 characters. */
  metaDescription: string;
  lede: string;
}

export interface HubCard {
  title: string;
  description: string;
  path: typeof paths.gettingStarted | typeof paths.resources | typeof paths.refund;
  icon: IconName;
  /** The article sections whose articles the card counts. */
  sections: ArticleSection[];
}

export const helpIntro: HubIntro = {
  heading: 'Help Center',
  metaTitle: 'Help Center',
  metaDescription: 'Answers about US incorporation, company types, states, restrictions, refunds and payments, plus a way to reach our support team.',
  lede: 'Guides to forming and running a US company from anywhere, and straight answers about refunds and payments.',
};

export const helpSearch = {
  label: 'Search the help center',
  placeholder: 'e.g. LLC, EIN or refund',
  button: 'Search',
  resultsHeading: 'Search results',
  /** Shown after the count or the no-match line, beside the Contact Support link. */
  noMatchHint: 'Try different words, browse the topics below, or ask our team.',
} as const;

export const hubCardsHeading = 'Browse by topic';

export const hubCards: HubCard[] = [
  {
    title: 'Getting Started',
    description: 'How US incorporation works, who can incorporate, EINs, compliance after formation and US bank accounts.',
    path: paths.gettingStarted,
    icon: 'spark',
    sections: ['general'],
  },
  {
    title: 'Resources',
    description: 'Choose a company type, a state of incorporation and a company name, and check what is restricted.',
    path: paths.resources,
    icon: 'book',
    sections: ['company-type', 'state-of-incorporation', 'restrictions-and-requirements', 'company-name'],
  },
  {
    title: 'Refund and Pricing',
    description: 'Our refund policy, payment methods, how long refunds take and how to change your plan.',
    path: paths.refund,
    icon: 'card',
    sections: ['refund'],
  },
];

export const contactSupport = {
  heading: 'Still have a question?',
  text: 'Our support team answers by e-mail, usually within one business day.',
  link: 'Contact Support',
} as const;

export const gettingStartedIntro: HubIntro = {
  heading: 'Getting Started',
  metaTitle: 'Getting Started with US Incorporation',
  metaDescription: 'Start here: how US incorporation works, who can incorporate, EINs, compliance after incorporation and US bank accounts for non-residents.',
  lede: 'Six short guides, in the order most founders need them, from the first filing to a working US bank account.',
};

export const resourcesIntro: HubIntro = {
  heading: 'Resources',
  metaTitle: 'Resources: Company Type, State and Name Guides',
  metaDescription: 'Guides on choosing a company type, a state of incorporation, restrictions and requirements, and a company name for your US business.',
  lede: 'The decisions to make before you file: which structure, which state, whether you are eligible and what to call the company.',
};

/** One line under each Resources category heading. */
export const resourceCategoryBlurbs: Record<ResourceCategory, string> = {
  'company-type': 'LLC or corporation, one owner or several: how the choice changes taxes, paperwork and fundraising.',
  'state-of-incorporation': 'Why the state you form in matters, and when Wyoming is a good fit.',
  'restrictions-and-requirements': 'Who can form a US company, and which countries face restrictions.',
  'company-name': 'Names the states refuse or restrict, and how to check availability.',
};

export const refundIntro: HubIntro = {
  heading: 'Refund and Pricing',
  metaTitle: 'Refund and Pricing FAQ',
  metaDescription: 'Our refund policy, accepted payment methods, refund processing times and how to upgrade or change your service plan.',
  lede: 'How refunds, payments and plan changes work, in plain words.',
};

export const refundPricingLink = { lead: 'Looking for prices?', link: 'See plans and pricing' } as const;

export interface RefundFaqLink {
  slug: ArticleSlug;
  question: string;
  answer: string;
}

/** The four refund and pricing questions, each a link to its article. */
export const refundFaqs: RefundFaqLink[] = [
  {
    slug: 'what-is-your-refund-policy',
    question: 'What is your refund policy?',
    answer: 'Contact us within 14 days of purchase; applicable charges are deducted first.',
  },
  {
    slug: 'what-payment-methods-do-you-accept',
    question: 'What payment methods do you accept?',
    answer: 'Prices are in US dollars. From India, pay the rupee (INR) equivalent by QR code, debit card, credit card or net banking; from elsewhere, by credit card.',
  },
  {
    slug: 'how-long-does-it-take-to-process-a-refund',
    question: 'How long does it take to process a refund?',
    answer: '7 to 10 business days after your refund is approved.',
  },
  {
    slug: 'can-i-upgrade-or-change-my-service-plan-after-payment',
    question: 'Can I upgrade or change my service plan after payment?',
    answer: 'Yes. An upgrade costs only the difference; downgrades and other changes go through support.',
  },
];
