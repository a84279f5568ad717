import { cacheKey } from '../../server/http/cache-key.server';

describe('the cache key rule', () => {
  it('keeps only the query parameters the answer at that path reads, in a fixed order', () => {
    expect(cacheKey('/pricing')).toBe('/pricing');
    expect(cacheKey('/pricing?utm_source=x&step=3')).toBe('/pricing?step=3');
    expect(cacheKey('/help?q=llc&page=2&fbclid=1')).toBe('/help?q=llc');
    expect(cacheKey('/?q=junk&page=2&step=3')).toBe('/');
    expect(cacheKey('/no-such-page?q=junk')).toBe('/no-such-page');
    expect(cacheKey('/api/blogs?limit=50&q=junk&step=1')).toBe(cacheKey('/api/blogs?limit=50'));
    expect(cacheKey('/blog?utm_campaign=a')).toBe('/blog');
    expect(cacheKey('/api/blogs?limit=7&page=2&_=123')).toBe(cacheKey('/api/blogs?page=2&limit=7'));
  });

  it("keeps every value of a repeated parameter, so neither the first nor the last can be stored under the other's key", () => {
    expect(cacheKey('/api/blogs?page=1&page=2')).not.toBe(cacheKey('/api/blogs?page=1'));
    expect(cacheKey('/api/blogs?page=1&page=2')).not.toBe(cacheKey('/api/blogs?page=2'));
  });

  it('keeps the raw path, so dot segments and encodings never alias another page', () => {
    expect(cacheKey('/./api')).toBe('/./api');
    expect(cacheKey('/%2e/api')).toBe('/%2e/api');
    expect(cacheKey('//pricing')).toBe('//pricing');
  });

  it('refuses URLs whose path parsers could read differently', () => {
    for (const url of ['pricing', '*', '/a b', '/a#b', '/a\u00a0b', '']) expect([url, cacheKey(url)]).toEqual([url, undefined]);
  });
});
