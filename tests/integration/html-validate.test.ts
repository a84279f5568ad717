import request from 'supertest';
import { HtmlValidate } from 'html-validate';
import { staticPaths } from '../../shared/site-paths';
import { articlePaths } from '../support/article-paths';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * React's serialiser writes void elements as <meta/>, boolean attributes as attr="",
 * camelCase attribute names (srcSet, charSet) and useId ids starting with "_":
 * all valid HTML, so those style rules are relaxed; every other recommended rule applies.
 * One repeated name is meant: the franchise tax estimator's rows of share classes each send
 * `authorized` and `par`, read in order (valid HTML, and a GET form's way to send a list).
 */
const repeatedOnPurpose = /^form-dup-name: Duplicate form control name "(authorized|par)" .* #ft-(authorized|par)-\d+$/;
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'no-trailing-whitespace': 'off',
    'long-title': 'off',
    'attr-case': 'off',
    'valid-id': ['error', { relaxed: true }],
    'no-inline-style': 'error',
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const paths = [
  ...staticPaths,
  ...articlePaths,
  '/blog/board-deck-outline',
  '/blog?page=2',
  '/help?q=llc',
  '/tools/delaware-franchise-tax?class=1000000:1&class=250000:5&issued=485000&assets=1000000&filed=2027-04-02',
  '/tools/delaware-franchise-tax?authorized=10000000&par=abc',
  '/no-such-page',
];

async function problems(app: TestApp['app'], path: string): Promise<string[]> {
  const res = await request(app).get(path);
  const report = await validator.validateString(res.text);
  return report.results
    .flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message} (line ${m.line}:${m.column}) ${m.selector ?? ''}`))
    .filter((problem) => !repeatedOnPurpose.test(problem));
}

describe('served HTML is valid', () => {
  it.each(paths)('%s', async (path) => {
    expect(await problems(t.app, path)).toEqual([]);
  });

  it('with analytics configured (the consent banner, Cookie settings, the Privacy Policy with its analytics passages)', async () => {
    const ga = await createTestApp({ GA_MEASUREMENT_ID: 'G-ABC1234567' });
    for (const path of ['/', '/contact', '/privacy-policy', '/no-such-page']) expect([path, await problems(ga.app, path)]).toEqual([path, []]);
    await ga.close();
  });
});
