import { canonicalUrl } from '../../server/http/canonical-url.server';
import { cacheKey } from '../../server/http/cache-key.server';
import { canonicalPaths } from '../../server/middleware/redirects.server';
import { pageQueryParams } from '../../server/ssr/routes.server';
import { querySpellings as spellings } from '../support/query-spellings';

const canonicalPath = canonicalPaths([]);

/** Where a GET of the URL ends: the URL itself when it is canonical, else where its one redirect goes. */
function settled(url: string): string {
  const answer = canonicalUrl(url, canonicalPath);
  if (answer.kind === 'bad') throw new Error(`${url}: ${answer.message}`);
  return answer.kind === 'redirect' ? answer.location : url;
}

describe("each page's query parameters, as its folder declares them", () => {
  it('every spelling of every parameter settles, in one redirect, on a URL that is canonical: the canonical form of a canonical value is itself', () => {
    const wrong: string[] = [];
    for (const [path, names] of pageQueryParams) {
      for (const name of names) {
        for (const spelling of spellings) {
          const url = `${path}?utm_source=news&${name}=${encodeURIComponent(spelling)}`;
          const end = settled(url);
          const again = canonicalUrl(end, canonicalPath);
          if (again.kind !== 'canonical') wrong.push(`${url} → ${end} → ${JSON.stringify(again)}`);
          // A campaign's tag is not the page's, so it survives every redirect.
          if (!end.startsWith(`${path}?utm_source=news`)) wrong.push(`${url} → ${end} lost its path or its tag`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("each parameter's own parser is used: every parameter keeps some spellings and redirects others", () => {
    const unread: string[] = [];
    expect([...pageQueryParams.keys()].length).toBeGreaterThan(0);
    for (const [path, names] of pageQueryParams) {
      for (const name of names) {
        const ends = spellings.map((spelling) => settled(`${path}?${name}=${encodeURIComponent(spelling)}`));
        if (!ends.some((end) => end.includes('?'))) unread.push(`${path} drops every ?${name}`);
        if (ends.every((end, index) => end === `${path}?${name}=${encodeURIComponent(spellings[index] ?? '')}`)) unread.push(`${path} keeps every ?${name} as it came`);
      }
    }
    expect(unread).toEqual([]);
  });

  it('the cache key keeps what the canonical URL keeps of a page parameter, and nothing else', () => {
    const wrong: string[] = [];
    for (const [path, names] of pageQueryParams) {
      for (const name of names) {
        for (const spelling of spellings) {
          const end = settled(`${path}?utm_source=news&${name}=${encodeURIComponent(spelling)}`);
          const kept = new URLSearchParams(end.slice(end.indexOf('?') + 1)).has(name);
          const key = cacheKey(end);
          if (key !== cacheKey(end.replace('utm_source=news&', '').replace(/\?utm_source=news$/, ''))) wrong.push(`${end}: the key ${String(key)} reads the campaign tag`);
          if (kept !== (key !== path)) wrong.push(`${end}: the key ${String(key)} ${kept ? 'drops' : 'keeps'} ?${name}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
