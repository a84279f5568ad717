const guessedKey = 'book-zone-guessed';

const browserZone = (): string | undefined => Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;

/**
 * /book lists times in the firm's zone until one is chosen. With JavaScript, the browser's own zone is chosen for
 * the visitor once a session: when the page has no ?tz=, the booking card of `/book?tz=<zone>` is fetched and put in
 * place of this one, and the address becomes that page's (replace, so Back does not return to the firm's zone). One
 * document, not two: a visitor from another site's link no longer loads the page twice. The server spells the zone
 * its own way or, if it does not offer it, drops it; a zone the visitor picks is in the URL from then on.
 */
export function startBookZone(doc: Document, win: Window = window): void {
  // Asked at the click, not at load: an Intl formatter costs the main thread (tests/e2e/main-thread.spec.ts).
  doc.addEventListener('click', (event) => addZoneToBookLink(event.target, browserZone), { capture: true });
  const card = doc.querySelector<HTMLElement>('[data-book-card]');
  const select = card?.querySelector<HTMLSelectElement>('form[data-book-zone] select[name="tz"]');
  if (!card || !select || new URLSearchParams(win.location.search).has('tz')) return;
  const zone = browserZone();
  if (!zone || zone === select.value) return;
  try {
    if (win.sessionStorage.getItem(guessedKey)) return;
    win.sessionStorage.setItem(guessedKey, zone);
  } catch {
    // Storage refused: no guess, since a zone the server drops would bring the page back here to guess again.
    return;
  }
  void showCardInZone(doc, win, card, zone);
}

/**
 * Fetches /book in `zone` and swaps its booking card for `card`, unless the visitor starts on this one first (focus
 * or input inside it): what they chose or typed is never replaced under them. Any failure leaves the page as it is,
 * in the firm's zone, with the zone choice working as without JavaScript.
 */
async function showCardInZone(doc: Document, win: Window, card: HTMLElement, zone: string): Promise<void> {
  let touched = false;
  const touch = () => {
    touched = true;
  };
  card.addEventListener('focusin', touch);
  card.addEventListener('input', touch);
  try {
    const res = await fetch(`${win.location.pathname}?${new URLSearchParams({ tz: zone }).toString()}`, { headers: { accept: 'text/html' } });
    if (!res.ok || touched) return;
    const next = new DOMParser().parseFromString(await res.text(), 'text/html').querySelector('[data-book-card]');
    if (!next || touched) return;
    card.replaceWith(doc.adoptNode(next));
    const answered = new URL(res.url);
    win.history.replaceState(win.history.state, '', `${answered.pathname}${answered.search}${win.location.hash}`);
  } catch {
    // Offline or refused (the query budget): the firm's zone stays, and the visitor can still pick theirs.
  } finally {
    card.removeEventListener('focusin', touch);
    card.removeEventListener('input', touch);
  }
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
