import { loadSiteContent } from '../../server/content/content.server';
import { htmlToText } from '../../server/content/html-to-text.server';
import { rules as reminderRules } from '../../shared/content/generated/reminders';

/** Facts the product description requires the help articles and legal pages to state. */
const config = { siteName: 'Ledgerline', contactEmail: 'hello@example.com', productName: 'Ledgerline Portal' };

describe('help articles and legal pages state the required facts', () => {
  let text: (slug: string) => string;
  let legal: (slug: string) => string;
  beforeAll(async () => {
    const content = await loadSiteContent(config);
    text = (slug) => htmlToText(content.articles.get(slug)!.html);
    legal = (slug) => htmlToText(content.legal.get(slug)!.html);
  });

  it('getting started: 1 to 2 weeks, expedited at extra cost, EIN format', () => {
    expect(text('how-the-usa-incorporation-process-word')).toMatch(/1 to 2 weeks/);
    expect(text('how-the-usa-incorporation-process-word')).toMatch(/expedited/i);
    expect(text('ein-employer-identification-number-what-it-is')).toMatch(/9-digit/);
    expect(text('ein-employer-identification-number-what-it-is')).toContain('XX-XXXXXXX');
  });

  it('company types: Schedule C, Form 1065, K-1, Form 8832, 21%', () => {
    const single = text('single-member-vs-multi-member-llc-which-one-is-right-for-you');
    for (const fact of ['Schedule C', 'Form 1065', 'K-1', 'operating agreement']) expect(single).toContain(fact);
    const corp = text('llc-vs-c-corporation-which-business-structure-is-right-for-you');
    for (const fact of ['Form 8832', '21%', 'stock options']) expect(corp).toContain(fact);
  });

  it('Wyoming, restricted countries and names', () => {
    const wy = text('why-choose-a-wyoming-llc');
    for (const fact of [/no state corporate/i, /privacy/i, /nominee/i, /asset protection/i, /close LLC/i, /citizenship/i]) expect(wy).toMatch(fact);
    const countries = text('are-there-any-restricted-countries-for-company-incorporation-in-the-usa');
    for (const place of ['Cuba', 'Iran', 'North Korea', 'Syria', 'Crimea', 'Russia', 'Belarus', 'Venezuela']) expect(countries).toContain(place);
    const names = text('restricted-business-names-in-the-us-what-you-need-to-know');
    for (const word of [/bank/i, /attorney/i, /university/i, /insurance/i, /trust/i, /profan/i]) expect(names).toMatch(word);
  });

  it('refunds and payments: 14 days, 7 to 10 business days, INR methods, credit card abroad, upgrade difference', () => {
    expect(text('what-is-your-refund-policy')).toMatch(/14 days/);
    expect(text('how-long-does-it-take-to-process-a-refund')).toMatch(/7 to 10 business days/);
    const pay = text('what-payment-methods-do-you-accept');
    for (const method of [/QR code/i, /debit card/i, /credit card/i, /net banking/i]) expect(pay).toMatch(method);
    // Every price on the site is in dollars: rupee payments must read as the equivalent of a dollar price, not as a second price list.
    expect(pay).toMatch(/prices are (published )?in US dollars/i);
    expect(pay).toMatch(/(rupee|INR) equivalent/i);
    expect(text('can-i-upgrade-or-change-my-service-plan-after-payment')).toMatch(/difference/);
  });

  it('legal pages: privacy sections I–VII; the agreement carries its constants', () => {
    const privacy = legal('privacy-policy');
    for (const numeral of ['I.', 'II.', 'III.', 'IV.', 'V.', 'VI.', 'VII.']) expect(privacy).toContain(numeral);
    const agreement = legal('subscription-agreement');
    for (const fact of [/30 days/, /1\.5% per month/, /12 months/, /renew/i, /non-refundable/i]) expect(agreement).toMatch(fact);
    for (let n = 1; n <= 10; n++) expect(agreement).toContain(`${n}. `);
  });

  it('the Privacy Policy promises the reminders’ deletion days the code enforces (content/reminders.yaml)', () => {
    const privacy = legal('privacy-policy');
    expect(privacy).toMatch(new RegExp(`do not confirm within ${reminderRules.unconfirmedDays} days, we delete your address`));
    expect(privacy).toMatch(new RegExp(`delete your address and your company's details ${reminderRules.bouncedDays} days after the refusal`));
  });
});
