const guessedKey = 'book-zone-guessed';

/**
 * /book lists times in the firm's zone until one is chosen. With JavaScript, the browser's own zone is chosen for
 * the visitor once a session: when the page has no ?tz=, it is loaded again with the browser's zone (replace, so
 * Back does not return to the firm's). The server spells the zone its own way or, if it does not offer it, drops
 * it; a zone the visitor picks is in the URL from then on.
 */
export function startBookZone(doc: Document, win: Window = window): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (zone) addZoneToBookLinks(doc, zone);
  const form = doc.querySelector<HTMLFormElement>('form[data-book-zone]');
  const select = form?.querySelector<HTMLSelectElement>('select[name="tz"]');
  if (!form || !select || new URLSearchParams(win.location.search).has('tz')) return;
  if (!zone || zone === select.value) return;
  try {
    if (win.sessionStorage.getItem(guessedKey)) return;
    win.sessionStorage.setItem(guessedKey, zone);
  } catch {
    // Storage refused: no guess, since a zone the server drops would bring the page back here to guess again.
    return;
  }
  win.location.replace(`${form.action}?tz=${encodeURIComponent(zone)}`);
}

/**
 * The site's links to /book (`data-book-link`, shared/booking/BookCallLink.tsx) get the browser's zone, so a visitor who
 * follows one gets the times in their zone in one page load; the guess above is left for visits from elsewhere.
 */
export function addZoneToBookLinks(doc: Document, zone: string): void {
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('a[data-book-link]')) {
    const url = new URL(link.href);
    if (url.searchParams.has('tz')) continue;
    url.searchParams.set('tz', zone);
    link.href = `${url.pathname}${url.search}${url.hash}`;
  }
}
