const analyticsCookie = /^_ga($|_)|^_gid$|^_gat($|_)/;

/** The host and each parent domain, as ".a.b.example", ".b.example", ".example": gtag.js sets its cookies on the widest one the browser allows. */
function cookieDomains(hostname: string): string[] {
  const labels = hostname.split('.');
  return labels.slice(0, -1).map((_, i) => `.${labels.slice(i).join('.')}`);
}

/**
 * Deletes Google Analytics' cookies (_ga, _ga_<id>, _gid, _gat) from this site
 * once the visitor refuses or withdraws consent, including those an earlier
 * version of the site set without asking. A cookie is deleted by writing it
 * again, expired, with the same path and domain, which the page cannot read back,
 * so each is written for the host itself and for every parent domain.
 */
export function deleteAnalyticsCookies(doc: Document = document): void {
  const names = doc.cookie
    .split(';')
    .map((pair) => (pair.split('=', 1)[0] ?? '').trim())
    .filter((name) => analyticsCookie.test(name));
  if (names.length === 0) return;
  const domains = ['', ...cookieDomains(doc.location.hostname).map((domain) => `; domain=${domain}`)];
  for (const name of names) for (const domain of domains) doc.cookie = `${name}=; max-age=0; path=/${domain}`;
}
