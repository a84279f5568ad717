import { requestCacheKey } from '../../server/ssr/cache-key';

describe('page cache keys', () => {
  it('keep only the query parameters pages read, in a fixed order', () => {
    expect(requestCacheKey('/pricing')).toBe('/pricing');
    expect(requestCacheKey('/pricing?utm_source=x&step=3')).toBe('/pricing?step=3');
    expect(requestCacheKey('/help?q=llc&page=2&fbclid=1')).toBe('/help?page=2&q=llc');
    expect(requestCacheKey('/blog?utm_campaign=a')).toBe('/blog');
  });

  it('keep the raw path, so dot segments and encodings never alias another page', () => {
    expect(requestCacheKey('/./api')).toBe('/./api');
    expect(requestCacheKey('/%2e/api')).toBe('/%2e/api');
    expect(requestCacheKey('//pricing')).toBe('//pricing');
  });

  it('refuse URLs whose path parsers could read differently', () => {
    for (const url of ['pricing', '*', '/a b', '/a#b', '/a\u00a0b', '']) expect([url, requestCacheKey(url)]).toEqual([url, undefined]);
  });
});
