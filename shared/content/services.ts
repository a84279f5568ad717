import type { ServicePage } from './types';
import { servicePath } from '../site-paths';

export const servicePages: ServicePage[] = [
  {
    path: servicePath('Bookkeeping'),
    name: 'Bookkeeping',
    metaTitle: 'Bookkeeping for US Companies from $100/month',
    metaDescription: 'Monthly bookkeeping for US LLCs and corporations: reconciled accounts, clear financial statements and a dedicated accountant, from $100 per month.',
    eyebrow: 'Bookkeeping',
    heading: 'Monthly bookkeeping that keeps your US company ready for tax time',
    lede:
      'We reconcile your bank, card and payment accounts every month and send you financial statements you can rely on. ' +
      'Plans start at $100 per month for businesses with monthly expenses up to $20,000.',
    highlights: [
      {
        title: 'Reconciled every month',
        description: 'Every bank, card and payment-processor account is matched to its statement, so your balances agree with reality rather than with a guess.',
        icon: 'check',
      },
      {
        title: 'Statements you can use',
        description: 'A profit and loss statement and balance sheet each month, ready to share with a tax preparer, a lender or an investor.',
        icon: 'chart',
      },
      {
        title: 'A named accountant',
        description: 'One accountant looks after your books and answers your questions, with a reviewer checking the work before it is delivered.',
        icon: 'users',
      },
    ],
    included: [
      'Transaction categorisation in QuickBooks Online, Xero or Zoho Books',
      'Monthly reconciliation of bank, credit card and payment accounts',
      'Monthly profit and loss statement and balance sheet',
      'Revenue and fee matching for Stripe, PayPal, Shopify and marketplace payouts',
      'Tracking of amounts owed to you and by you',
      'Year-end close and a tax-ready file for your preparer',
      'Questions answered by your accountant through the client portal',
    ],
    faqTitle: 'Bookkeeping questions',
    faqs: [
      {
        question: 'What does the $100 per month plan include?',
        answer:
          'The starting plan covers monthly bookkeeping for businesses with up to $20,000 in monthly expenses. ' +
          'That includes categorising transactions, reconciling your accounts and sending a profit and loss statement and balance sheet each month. ' +
          'If your expenses are higher, use the slider on our pricing page to see the fee for your volume before you sign up.',
      },
      {
        question: 'Which accounting software do you work with?',
        answer:
          'We work in QuickBooks Online, Xero and Zoho Books. If you already use one of them, we work in your existing file so your history stays in one place. ' +
          'If you are starting fresh, we will recommend one based on your business and set it up for you.',
      },
      {
        question: 'Can you catch up on months or years that were never recorded?',
        answer:
          'Yes. Many clients come to us with a backlog, often after their first year of trading. ' +
          'We review what is missing, tell you which statements we need, and quote the catch-up work before starting. Smaller clean-ups can be billed on our Pay-As-You-Go plan at $8 per hour.',
      },
      {
        question: 'When will I receive my monthly reports?',
        answer:
          'Reports are usually ready within two weeks of month-end, provided we have your statements and answers to any questions about unclear transactions. ' +
          'You will find them in the client portal, and your accountant will point out anything unusual, such as a sharp rise in costs or an unpaid invoice.',
      },
    ],
  },
  {
    path: servicePath('CFO Advisory'),
    name: 'CFO Advisory',
    metaTitle: 'Outsourced CFO Advisory for Startups and Small Businesses',
    metaDescription: 'Part-time CFO support for founders: budgets, cash-flow forecasts, KPI tracking, board decks and fundraising preparation, from $200 per month.',
    eyebrow: 'CFO Advisory',
    heading: 'Finance leadership without a full-time CFO',
    lede:
      'Plan your spending, track the numbers that matter and walk into board meetings and investor calls prepared. ' +
      'CFO Advisory starts at $200 per month and builds on clean, up-to-date books.',
    highlights: [
      {
        title: 'Budgets and forecasts',
        description: 'An annual budget and a rolling cash-flow forecast, so you can see your runway and plan hiring and spending with confidence.',
        icon: 'chart',
      },
      {
        title: 'KPI tracking',
        description: 'A monthly view of the metrics that drive your business, such as revenue growth, gross margin, burn rate and customer acquisition cost.',
        icon: 'dashboard',
      },
      {
        title: 'Board and investor ready',
        description: 'Board decks, investor updates and financial models prepared from the same numbers as your books.',
        icon: 'presentation',
      },
    ],
    included: [
      'Annual budget with monthly budget-versus-actual review',
      'Rolling 12-month cash-flow forecast and runway analysis',
      'KPI dashboard agreed with you and updated monthly',
      'Financial section of board decks and investor updates',
      'Financial model and data-room preparation for fundraising',
      'Pricing, hiring and spending decisions reviewed with the numbers',
      'A monthly call with your advisor to go through results',
    ],
    faqTitle: 'CFO advisory questions',
    faqs: [
      {
        question: 'How is CFO advisory different from bookkeeping?',
        answer:
          'Bookkeeping records what has already happened and makes sure it is accurate. CFO advisory uses those records to plan what comes next: budgets, forecasts, pricing and funding decisions. ' +
          'Advisory depends on reliable books, so most clients either take both services from us or bring their bookkeeping up to date first.',
      },
      {
        question: 'Which KPIs will you track for my business?',
        answer:
          'We agree the list with you at the start, based on your business model. A SaaS company might track monthly recurring revenue, churn and burn rate, while an e-commerce seller might track gross margin per product, return rates and inventory turnover. ' +
          'The dashboard is updated each month once the books are closed.',
      },
      {
        question: 'Can you help us prepare a board deck?',
        answer:
          'Yes. We prepare the financial section of your board deck: results against budget, cash position, runway and the key metrics, with short explanations of what changed and why. ' +
          'You stay responsible for the strategy and product sections, and we make sure the numbers in every section agree.',
      },
      {
        question: 'Do you help with fundraising?',
        answer:
          'We help you get ready to raise. That means a financial model investors can follow, historical financials that tie back to your books, and an organised data room. ' +
          "We can also help you answer investors' financial due-diligence questions. We do not introduce investors or act as a broker.",
      },
    ],
  },
  {
    path: servicePath('Zoho Advisory'),
    name: 'Zoho Advisory',
    metaTitle: 'Zoho Books and Zoho Payroll Implementation and Training',
    metaDescription: 'Zoho Books and Zoho Payroll set-up, customisation, integrations and team training, from a firm that uses Zoho for client bookkeeping every day.',
    eyebrow: 'Zoho Advisory',
    heading: 'Get Zoho Books and Zoho Payroll set up properly from day one',
    lede:
      'We implement, customise and connect Zoho Books and Zoho Payroll to match the way your business works, then train your team to run them. ' +
      'The same accountants who keep books in Zoho every month do the set-up.',
    highlights: [
      {
        title: 'Implementation',
        description: 'Organisation settings, chart of accounts, taxes, opening balances and payroll configuration set up correctly from the start.',
        icon: 'gear',
      },
      {
        title: 'Integration',
        description: 'Bank feeds, payment gateways, e-commerce stores and other Zoho apps connected, so transactions flow in without manual entry.',
        icon: 'spark',
      },
      {
        title: 'Training',
        description: 'Hands-on sessions for your team, recorded so new staff can learn the same processes later.',
        icon: 'book',
      },
    ],
    included: [
      'Zoho Books set-up: chart of accounts, taxes, currencies and opening balances',
      'Migration of data from QuickBooks, Xero or spreadsheets',
      'Zoho Payroll configuration for employees, pay schedules and deductions',
      'Custom fields, invoice templates, workflow rules and approval flows',
      'Integration with bank feeds, Stripe, PayPal, Shopify and Zoho CRM',
      'Recorded training sessions for owners and finance staff',
      'Follow-up support after go-live',
    ],
    faqTitle: 'Zoho advisory questions',
    faqs: [
      {
        question: 'Can you move our accounts from QuickBooks or Xero to Zoho Books?',
        answer:
          'Yes. We migrate your chart of accounts, customers, vendors, items and opening balances, and can bring over open invoices and bills so nothing is lost at cut-over. ' +
          'We agree a cut-over date with you and check that the trial balance in Zoho Books matches your old system before you switch.',
      },
      {
        question: 'Can Zoho Payroll run payroll for our US employees?',
        answer:
          'Zoho Payroll is available for US businesses in the states Zoho supports, as well as in India. Before starting, we confirm that your states are covered. ' +
          'We then set up employees, pay schedules, benefits and deductions, and connect payroll to Zoho Books so salary journals post automatically.',
      },
      {
        question: 'How much can Zoho Books be customised?',
        answer:
          'Quite a lot without any code. We can add custom fields, branded invoice and estimate templates, reporting tags, approval rules for bills and expenses, and workflow rules that send e-mails or update records automatically. ' +
          'Where your process needs more, we will explain the options and their trade-offs before building anything.',
      },
      {
        question: 'How is Zoho advisory priced?',
        answer:
          'Implementation and migration projects are scoped with you and quoted as a fixed fee before work begins. ' +
          'Smaller changes, extra training or ad-hoc support can be billed on our Pay-As-You-Go plan at $8 per hour.',
      },
    ],
  },
  {
    path: servicePath('Tax Return'),
    name: 'Tax Return',
    metaTitle: 'US Business Tax Returns, Form 5472 and Delaware Franchise Tax',
    metaDescription: 'Federal and state business tax returns, 1099s, Delaware franchise tax and Form 5472 for foreign-owned US LLCs. Tax and Form Return from $150 a year.',
    eyebrow: 'Tax Return',
    heading: 'US tax returns and filings, prepared and filed on time',
    lede:
      'We prepare federal and state income tax returns, information returns and annual state filings for US companies, including those owned by non-US residents. ' +
      'The Tax and Form Return plan starts at $150 a year.',
    highlights: [
      {
        title: 'Federal and state returns',
        description: 'Corporate, partnership and LLC returns prepared from your books, with state returns wherever your company is required to file.',
        icon: 'receipt',
      },
      {
        title: 'Foreign-owned LLC filings',
        description: 'Form 5472 and the pro forma Form 1120 that single-member LLCs owned by non-US residents must file each year.',
        icon: 'globe',
      },
      {
        title: 'Deadline tracking',
        description: 'Reminders well ahead of each due date, and extensions filed when you need more time to gather information.',
        icon: 'calendar',
      },
    ],
    included: [
      'Federal income tax return: Form 1120, Form 1065 or pro forma Form 1120',
      'Form 5472 for foreign-owned single-member LLCs',
      'State income and franchise tax returns where required',
      'Delaware annual report and franchise tax calculation',
      'Form 1099-NEC and 1099-MISC preparation and filing',
      'Extension requests when more time is needed',
      'Review of each return before filing',
    ],
    faqTitle: 'Tax return questions',
    faqs: [
      {
        question: 'Which tax returns do you prepare?',
        answer:
          'We prepare federal income tax returns for C-corporations (Form 1120), multi-member LLCs and partnerships (Form 1065), and foreign-owned single-member LLCs (pro forma Form 1120 with Form 5472). ' +
          'We also prepare state income and franchise tax returns, Delaware annual reports, and Forms 1099 for contractors you paid during the year.',
      },
      {
        question: 'What is Form 5472, and does my LLC need to file it?',
        answer:
          'Form 5472 reports transactions between a US company and its foreign owners or other related parties, such as money you put into or took out of the company. ' +
          'A single-member LLC owned by a non-US person must file it every year, attached to a pro forma Form 1120, even if the LLC had no income and owes no US tax. ' +
          'The IRS penalty for not filing starts at $25,000 per form, so it is worth getting right.',
      },
      {
        question: 'When are US business tax returns due?',
        answer:
          'For companies on a calendar year, partnership and multi-member LLC returns (Form 1065) are due on March 15. ' +
          'C-corporation returns (Form 1120) and the pro forma Form 1120 with Form 5472 for foreign-owned LLCs are due on April 15. ' +
          'When a date falls on a weekend or federal holiday, the deadline moves to the next business day. State deadlines often follow the federal dates but not always, and we track them for you.',
      },
      {
        question: 'Can I get an extension?',
        answer:
          'Yes. Filing Form 7004 gives most business returns an automatic six-month extension, to September 15 for partnerships and October 15 for corporations and foreign-owned LLCs. ' +
          'An extension gives you more time to file, not to pay: any tax owed is still due by the original deadline, and interest and penalties can apply to late payment.',
      },
      {
        question: 'What is Delaware franchise tax?',
        answer:
          'Delaware charges an annual tax for the right to be registered there. Delaware LLCs pay a flat annual tax, due by June 1. ' +
          'Delaware corporations file an annual report and pay franchise tax by March 1. The default calculation, based on authorised shares, can produce a very large bill for startups with millions of authorised shares; ' +
          'recalculating under the assumed par value capital method often reduces it substantially, and we do this calculation for you.',
      },
      {
        question: 'Do I need to issue 1099s to my contractors?',
        answer:
          'If your company paid a US contractor who is not a corporation $600 or more during 2025 for services, you generally need to issue a Form 1099-NEC, due to both the contractor and the IRS by January 31. ' +
          'Payments to foreign contractors are not reported on Form 1099, but you should collect a Form W-8BEN from them. We collect the details we need and file the forms for you.',
      },
      {
        question: 'Does my company need to file state tax returns?',
        answer:
          'It depends on where the company is registered and where it does business. Most states where you are registered or have a physical presence, employees or significant sales expect an income or franchise tax return, and some charge a minimum tax even with no profit. ' +
          'We review your situation and tell you which state filings apply before we start.',
      },
      {
        question: 'How much does tax return preparation cost?',
        answer:
          'The Tax and Form Return plan starts at $150 a year, which covers the annual federal return for a company with straightforward activity, such as a foreign-owned single-member LLC filing a pro forma Form 1120 and Form 5472. ' +
          'If your company needs additional state returns or has more complex activity, we quote the fee before any work begins.',
      },
    ],
  },
  {
    path: servicePath('USA Company Formation'),
    name: 'USA Company Formation',
    metaTitle: 'Form a US LLC from Anywhere, with EIN and Registered Agent',
    metaDescription: 'Form a US LLC or corporation from anywhere for $200 plus state fees, with your EIN and one year of registered agent service. Usually done in 1 to 2 weeks.',
    eyebrow: 'USA Company Formation',
    heading: 'Start your US company from anywhere in the world',
    lede:
      'We form your LLC or corporation, obtain your EIN and act as your registered agent for the first year, without you needing to travel to the US. ' +
      'Formation costs $200 one time plus the state filing fee.',
    highlights: [
      {
        title: 'One clear price',
        description: '$200 one time, plus the fee your chosen state charges. One year of registered agent service is included.',
        icon: 'card',
      },
      {
        title: 'Done in 1 to 2 weeks',
        description: 'Most formations are complete within 1 to 2 weeks. Expedited state processing is available at extra cost.',
        icon: 'clock',
      },
      {
        title: 'Ready to operate',
        description: 'You receive your formation documents, operating agreement and EIN, with guidance on what to file after formation.',
        icon: 'building',
      },
    ],
    included: [
      'Name availability check in your chosen state',
      'Preparation and filing of articles of organization or incorporation',
      'Operating agreement for your LLC',
      'EIN application with the IRS, including for owners without an SSN',
      '1 year of registered agent service',
      'Digital copies of all formation documents in your client portal',
      'A checklist of annual filings and deadlines for your company',
    ],
    faqTitle: 'Company formation questions',
    faqs: [
      {
        question: 'Which state should I form my company in?',
        answer:
          'For most founders forming an LLC, the choice is between Wyoming, Delaware and the state where the business actually operates. Wyoming has low annual fees and no state income tax, and Delaware is well known to banks and investors. ' +
          'If you plan to raise venture capital, investors usually expect a Delaware C-corporation. We will talk through your plans and recommend a state before filing.',
      },
      {
        question: 'Can I form a US company if I do not live in the US?',
        answer:
          'Yes. There is no citizenship or residency requirement to own a US LLC or corporation, and you do not need to visit the US. ' +
          'You do need a US registered agent, which we provide for the first year. We can also apply for your EIN without a Social Security number.',
      },
      {
        question: 'How long does formation take?',
        answer:
          "Most formations are complete within 1 to 2 weeks. The exact time depends on the state's processing queue. We apply for your EIN as soon as the state approves the company: with an SSN it can be issued the same day, and without one the IRS fax or mail process adds extra time. " +
          'If you need your company sooner, many states offer expedited processing for an additional fee, which we will quote when you order.',
      },
      {
        question: 'What does the $200 fee include, and what costs extra?',
        answer:
          'The $200 one-time fee covers preparing and filing your formation documents, an operating agreement, the EIN application and 1 year of registered agent service. ' +
          'State filing fees are extra and vary by state; we show the fee for your chosen state before you pay. Expedited processing and the annual state reports and taxes due after formation are also separate.',
      },
    ],
  },
];
