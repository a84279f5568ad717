import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface AccordionItem {
  title: string;
  content: ReactNode;
}

/** Keys that move focus between headers (WAI-ARIA accordion pattern); Enter and Space come free with <button>. */
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

/**
 * At most one panel open; all closed at first, so server and client agree.
 * Closed panels stay in the markup with `hidden`, so crawlers and find-in-page
 * users without JavaScript still get every answer in the HTML.
 */
export function Accordion({ items, className }: { items: AccordionItem[]; className?: string }) {
  const baseId = useId();
  const [open, setOpen] = useState<number | null>(null);
  const headerId = (i: number) => `${baseId}-h${i}`;
  const panelId = (i: number) => `${baseId}-p${i}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const target = targetIndex(event.key, i, items.length);
    if (target === null) return;
    event.preventDefault();
    document.getElementById(headerId(target))?.focus();
  };

  return (
    <div className={className ? `accordion ${className}` : 'accordion'}>
      {items.map((item, i) => {
        const expanded = open === i;
        return (
          <div key={item.title} className="accordion__item">
            <h3 className="accordion__heading">
              <button
                type="button"
                id={headerId(i)}
                className="accordion__button"
                aria-expanded={expanded}
                aria-controls={panelId(i)}
                onClick={() => setOpen(expanded ? null : i)}
                onKeyDown={(event) => onKeyDown(event, i)}
              >
                <span>{item.title}</span>
                <span className="accordion__sign" aria-hidden="true" />
              </button>
            </h3>
            {/* A <section> named by its header is the panel's region. */}
            <section id={panelId(i)} aria-labelledby={headerId(i)} className="accordion__panel" hidden={!expanded}>
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
