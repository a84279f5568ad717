const guessedKey = 'book-zone-guessed';

const browserZone = (): string | undefined => Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;

/**
 * /book lists times in the firm's zone until one is chosen. With JavaScript, the browser's own zone is chosen for
 * the visitor once a session: when the page has no ?tz=, it is loaded again with the browser's zone (replace, so
 * Back does not return to the firm's). The server spells the zone its own way or, if it does not offer it, drops
 * it; a zone the visitor picks is in the URL from then on.
 */
export function startBookZone(doc: Document, win: Window = window): void {
  // Asked at the click, not at load: an Intl formatter costs the main thread (tests/e2e/main-thread.spec.ts).
  doc.addEventListener('click', (event) => addZoneToBookLink(event.target, browserZone), { capture: true });
  const form = doc.querySelector<HTMLFormElement>('form[data-book-zone]');
  const select = form?.querySelector<HTMLSelectElement>('select[name="tz"]');
  if (!form || !select || new URLSearchParams(win.location.search).has('tz')) return;
  const zone = browserZone();
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
 * A click on one of the site's links to /book (`data-book-link`, shared/booking/BookCallLink.tsx) gives it the browser's
 * zone before the browser follows it, so the visitor gets the times in their zone in one page load; the guess above is
 * left for visits from elsewhere.
 */
export function addZoneToBookLink(target: EventTarget | null, zoneOf: () => string | undefined): void {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>('a[data-book-link]') : null;
  if (!link) return;
  const url = new URL(link.href);
  if (url.searchParams.has('tz')) return;
  const zone = zoneOf();
  if (!zone) return;
  url.searchParams.set('tz', zone);
  link.href = `${url.pathname}${url.search}${url.hash}`;
}
