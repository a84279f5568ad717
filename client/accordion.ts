/** Keys that move focus between questions (WAI-ARIA accordion pattern); Enter and Space come free with <summary>. */
function targetIndex(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

const summaries = (from: Element) => Array.from(from.closest('.accordion')?.querySelectorAll<HTMLElement>(':scope > details > summary') ?? []);

/**
 * The FAQ accordions (shared/components/Accordion.tsx) are <details> sharing a `name`, so they open and close, one at a
 * time, without JavaScript. This adds, for the whole document at once, the arrow keys, Home and End between questions,
 * and one-at-a-time where a browser does not know `name` yet. Plain DOM code: no page needs React for it.
 */
export function startAccordions(doc: Document): void {
  doc.addEventListener('keydown', (event) => {
    const summary = event.target instanceof Element ? event.target.closest<HTMLElement>('.accordion > details > summary') : null;
    if (!summary) return;
    const all = summaries(summary);
    const target = targetIndex(event.key, all.indexOf(summary), all.length);
    const next = target === null ? undefined : all[target];
    if (!next) return;
    event.preventDefault();
    next.focus();
  });
  // toggle does not bubble: listened for on its way down.
  doc.addEventListener(
    'toggle',
    (event) => {
      const opened = event.target;
      if (!(opened instanceof HTMLDetailsElement) || !opened.open || !opened.parentElement?.classList.contains('accordion')) return;
      for (const summary of summaries(opened)) {
        const other = summary.parentElement as HTMLDetailsElement;
        if (other !== opened) other.open = false;
      }
    },
    true,
  );
}
