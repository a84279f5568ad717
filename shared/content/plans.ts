import type { Plan } from './types';

export const pricingIntro: { heading: string; lede: string; sliderLabel: string; sliderHelp: string } = {
  heading: 'Simple, clear pricing',
  lede: 'Choose the services your company needs. Prices are in US dollars, and you see the fee, or for Pay-As-You-Go the hourly rate, before any work begins.',
  sliderLabel: 'Monthly business expenses',
  sliderHelp:
    'Move the slider to match your typical monthly expenses. Bookkeeping and CFO Advisory prices adjust to your volume; Bookkeeping starts at $100 a month for expenses up to $20,000.',
};

export const plans: Plan[] = [
  {
    title: 'USA Company Formation',
    price: 200,
    frequency: 'one time',
    note: 'State taxes extra',
    features: [
      'LLC or corporation in the state you choose',
      'Articles of organization or incorporation filed',
      'Operating agreement for LLCs',
      'EIN application, including for owners without an SSN',
      '1 year of registered agent service',
      'Usually complete in 1 to 2 weeks',
    ],
    buttonLabel: 'Buy Now',
    aboveSlider: true,
  },
  {
    title: 'Tax and Form Return',
    price: 150,
    frequency: 'annual',
    features: [
      'Annual federal business tax return',
      'Form 5472 and pro forma Form 1120 for foreign-owned LLCs',
      'Extension filed if more time is needed',
      'Reviewed before filing',
      'Deadline reminders in the client portal',
    ],
    buttonLabel: 'Buy Now',
    aboveSlider: true,
  },
  {
    title: 'Pay-As-You-Go',
    price: 8,
    frequency: 'per hour',
    features: ['No monthly commitment', 'Catch-up bookkeeping and one-off clean-ups', 'Ad-hoc Zoho Books support and training', 'Billed only for hours worked'],
    buttonLabel: 'Buy Now',
    aboveSlider: true,
  },
  {
    title: 'Bookkeeping',
    price: 100,
    frequency: 'per month',
    tier: 'bookkeeping',
    features: [
      'Dedicated accountant',
      'Monthly reconciliation of bank, card and payment accounts',
      'Monthly profit and loss statement and balance sheet',
      'QuickBooks Online, Xero or Zoho Books',
      'Year-end close and tax-ready file',
    ],
    buttonLabel: 'Buy Now',
    aboveSlider: false,
  },
  {
    title: 'CFO Advisory',
    price: 200,
    frequency: 'per month',
    tier: 'cfo',
    features: [
      'Annual budget and budget-versus-actual review',
      'Rolling cash-flow forecast and runway',
      'Monthly KPI dashboard',
      'Board deck and investor update financials',
      'Fundraising preparation',
      'Monthly call with your advisor',
    ],
    buttonLabel: 'Buy Now',
    aboveSlider: false,
  },
];
