const guessedKey = 'book-zone-guessed';

const browserZone = (): string | undefined => Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;

/** The browser's zone as the worker (client/workers/browser-zone.worker.ts) answers it; nothing if it cannot run or answers nothing. */
export function browserZoneOffThread(workerUrl: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(workerUrl);
    } catch {
      resolve(undefined);
      return;
    }
    const done = (zone: string | undefined) => {
      worker.terminate();
      resolve(zone);
    };
    worker.onmessage = (event: MessageEvent<unknown>) => done(typeof event.data === 'string' && event.data ? event.data : undefined);
    worker.onerror = () => done(undefined);
  });
}

/**
 * A click on one of the site's links to /book (`data-book-link`, shared/booking/BookCallLink.tsx) gives it the browser's
 * zone before the browser follows it, so the visitor gets the times in their zone in one page load; `guessBookZone` is
 * for visits from elsewhere. Asked at the click, not at load: an Intl formatter costs the main thread
 * (tests/e2e/main-thread.spec.ts), and a page is being left anyway.
 */
export function startBookLinks(doc: Document): void {
  doc.addEventListener('click', (event) => addZoneToBookLink(event.target, browserZone), { capture: true });
}

/**
 * /book lists times in the firm's zone until one is chosen. With JavaScript, the browser's own zone is chosen for
 * the visitor once a session: when the page has no ?tz=, `/book?tz=<zone>` is fetched, its booking form (the times, in
 * that zone) put in place of this one and the zone list set to it, and the address becomes that page's (replace, so
 * Back does not return to the firm's zone). One document, not two: a visitor from another site's link no longer loads
 * the page twice. The server spells the zone its own way or, if it does not offer it, drops it; a zone the visitor
 * picks is in the URL from then on. The zone is asked of a worker (`zoneOf`), off the page's thread.
 */
export async function guessBookZone(doc: Document, zoneOf: () => Promise<string | undefined>, win: Window = window): Promise<void> {
  const card = doc.querySelector<HTMLElement>('[data-book-card]');
  const select = card?.querySelector<HTMLSelectElement>('form[data-book-zone] select[name="tz"]');
  if (!card || !select || new URLSearchParams(win.location.search).has('tz')) return;
  try {
    if (win.sessionStorage.getItem(guessedKey)) return;
  } catch {
    // Storage refused: no guess, since a zone the server drops would bring the page back here to guess again.
    return;
  }
  // What the visitor chose or typed in the card is never replaced under them: once they focus or type in it, no swap.
  let touched = false;
  const touch = () => {
    touched = true;
  };
  card.addEventListener('focusin', touch);
  card.addEventListener('input', touch);
  try {
    const zone = await zoneOf();
    if (!zone || zone === select.value || touched) return;
    win.sessionStorage.setItem(guessedKey, zone);
    await showTimesInZone(doc, win, card, select, zone, () => touched);
  } catch {
    // Storage refused, offline, or refused (the query budget): the firm's zone stays, and the visitor can still pick theirs.
  } finally {
    card.removeEventListener('focusin', touch);
    card.removeEventListener('input', touch);
  }
}

/**
 * The booking form of a /book page's HTML, parsed alone. A form cannot contain another, so it ends at the first
 * `</form>` after its start. Parsing the whole page again (its styles, header, footer and a second list of 400-odd
 * zones) was most of the swap's main-thread work on a phone.
 */
function timesFormIn(html: string, doc: Document): HTMLFormElement | null {
  const marker = html.indexOf(' data-book-times=');
  if (marker < 0) return null;
  const start = html.lastIndexOf('<form', marker);
  const end = html.indexOf('</form>', marker);
  if (start < 0 || end < 0) return null;
  const template = doc.createElement('template');
  template.innerHTML = html.slice(start, end + '</form>'.length);
  const form = template.content.firstElementChild;
  return form instanceof HTMLFormElement && form.hasAttribute('data-book-times') ? form : null;
}

/** Fetches /book in `zone` and puts its times in place of these, unless the visitor has started on the card (`touched`) by then. */
async function showTimesInZone(doc: Document, win: Window, card: HTMLElement, select: HTMLSelectElement, zone: string, touched: () => boolean): Promise<void> {
  const res = await fetch(`${win.location.pathname}?${new URLSearchParams({ tz: zone }).toString()}`, { headers: { accept: 'text/html' } });
  if (!res.ok || touched()) return;
  const next = timesFormIn(await res.text(), doc);
  const current = card.querySelector('form[data-book-times]');
  // The zone the answer lists its times in, in the server's spelling (one the zone list offers).
  const answered = next?.querySelector<HTMLInputElement>('input[name="timeZone"]')?.value;
  if (!next || !current || !answered || touched()) return;
  current.replaceWith(doc.adoptNode(next));
  select.value = answered;
  const address = new URL(res.url);
  win.history.replaceState(win.history.state, '', `${address.pathname}${address.search}${win.location.hash}`);
}

/** Gives a link to /book (`data-book-link`) the zone `zoneOf` names, unless it names one already. */
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
