import { rmSync } from 'node:fs';
import path from 'node:path';
import { compileContent } from '../../server/content/compile/compile-content.server';
import { formatIssue } from '../../server/content/compile/issues.server';
import { loadSiteContent } from '../../server/content/content.server';
import { isFirmFact } from '../../shared/content/schemas/facts';
import { htmlToText } from '../../server/content/html-to-text.server';
import { copyContent, editContent } from '../support/content-copy';

const firm = { siteName: 'Ledgerline', contactEmail: 'hello@example.com', productName: 'Ledgerline Portal' };

async function problemsAfter(edit: (dir: string) => void): Promise<string[]> {
  const dir = copyContent();
  try {
    edit(dir);
    return (await compileContent(dir)).issues.map(formatIssue);
  } finally {
    rmSync(path.dirname(dir), { recursive: true, force: true });
  }
}

describe('every tax or legal figure is a dated fact with its source', () => {
  it('gives each fact the day it is true as of and where it comes from: an official https page, or the firm for its own prices and policies', async () => {
    const result = await compileContent(path.resolve('content'));
    if (!result.ok) throw new Error(result.issues.map(formatIssue).join('\n'));
    const facts = [...result.content.facts];
    expect(facts.length).toBeGreaterThan(40);
    for (const [id, fact] of facts) {
      expect([id, /^\d{4}-\d{2}-\d{2}$/.test(fact.asOf)]).toEqual([id, true]);
      if (id.startsWith('tax.') || id.startsWith('delaware.') || id.startsWith('wyoming.') || id.startsWith('boi.')) {
        expect([id, isFirmFact(fact), /^https:\/\/[^/]+\.(gov|org|edu)\//.test(fact.source) || fact.source.startsWith('https://www.law.cornell.edu/')]).toEqual([id, false, true]);
      }
    }
  });
});

describe('two pieces of content never state different values for one fact', () => {
  it('refuses the tax-return FAQ stating the 1099 threshold as a figure of its own', async () => {
    const problems = await problemsAfter((dir) =>
      editContent(
        dir,
        'services/tax-return.yaml',
        /If your company pays a US contractor[^\n]*?of the following year\./,
        'If your company paid a US contractor who is not a corporation $600 or more for services, you generally need to issue a Form 1099-NEC.',
      ),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/services\/tax-return\.yaml:\d+: faqs\[5\]\.answer: "\$600" contradicts content\/facts\.yaml, where tax\.form1099\.threshold is \$2,000 \(as of 2026-01-01, https:\/\/www\.irs\.gov\/instructions\/i1099mec\)/,
      ),
    ]);
  });

  it('refuses a help article giving another Form 5472 penalty than the FAQ and the blog', async () => {
    const file = 'articles/what-are-the-ongoing-compliance-requirements-after-us-incorporation.md';
    const problems = await problemsAfter((dir) => editContent(dir, file, '**{{fact.tax.form5472.penalty}} per form**', '**$10,000 per form**'));
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/articles\/what-are-the-ongoing-compliance-requirements-after-us-incorporation\.md:\d+: "\$10,000" contradicts content\/facts\.yaml, where tax\.form5472\.penalty is \$25,000/,
      ),
    ]);
  });

  it('refuses another deadline for Delaware corporations, another refund window and another price, wherever they are written', async () => {
    const problems = await problemsAfter((dir) => {
      editContent(dir, 'services/tax-return.yaml', 'pay franchise tax by {{fact.delaware.corporation.dueDate}}.', 'pay franchise tax by March 15.');
      editContent(dir, 'articles/what-is-your-refund-policy.md', 'contact us within {{fact.firm.refund.windowDays}} days of purchase', 'contact us within 30 days of purchase');
      editContent(dir, 'services/cfo-advisory.yaml', 'CFO Advisory starts at {{fact.plans.cfo.price}} per month', 'CFO Advisory starts at $250 per month');
    });
    expect([...problems].sort()).toEqual([
      expect.stringMatching(/^content\/articles\/what-is-your-refund-policy\.md:\d+: "30 days" contradicts content\/facts\.yaml, where firm\.refund\.windowDays is 14 days/),
      expect.stringMatching(/^content\/services\/cfo-advisory\.yaml:\d+: lede: "\$250" contradicts content\/facts\.yaml, where plans\.cfo\.price is \$200/),
      expect.stringMatching(/^content\/services\/tax-return\.yaml:\d+: faqs\[4\]\.answer: "March 15" contradicts content\/facts\.yaml, where delaware\.corporation\.dueDate is March 1/),
    ]);
  });

  it('refuses a figure written out even when it agrees, since it would not change with the fact', async () => {
    const problems = await problemsAfter((dir) => editContent(dir, 'services/tax-return.yaml', 'starts at {{fact.tax.form5472.penalty}} per form', 'starts at $25,000 per form'));
    expect(problems).toEqual([expect.stringMatching(/"\$25,000" writes out tax\.form5472\.penalty: name it \{\{fact\.tax\.form5472\.penalty\}\}/)]);
  });
});

describe('the 1099 threshold', () => {
  it('is the same in the tax-return FAQ and the October 2026 post: $2,000 for payments made from 2026, $600 for 2025', async () => {
    const result = await compileContent(path.resolve('content'));
    if (!result.ok) throw new Error(result.issues.map(formatIssue).join('\n'));
    const faq = result.content.services.find((s) => s.path === '/tax-return')!.faqs.find((f) => f.question.includes('1099'))!.answer;
    expect(faq).toContain('$2,000 or more in a year');
    expect(faq).toContain('payments made from 2026; for payments made in 2025 it was $600');
    const post = (await loadSiteContent(firm)).posts.find((p) => p._id === '1099-nec-vs-1099-misc')!;
    expect(htmlToText(post.description)).toContain('raised it to $2,000 for payments made after December 31, 2025');
    expect(htmlToText(post.description)).toContain('Payments made in 2026 (forms due by January 31, 2027): $2,000 threshold');
  });
});
