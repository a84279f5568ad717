import { useId, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';

export interface AccordionItem {
  title: string;
  content: ReactNode;
}

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

/**
 * Questions and answers as <details>: they open and close without JavaScript,
 * find-in-page opens the one holding a match, and every answer is in the HTML.
 * The question is a heading inside its <summary>, so heading navigation still
 * finds it. One shared `name` makes the browser keep at most one open; the toggle handler
 * does the same where a browser does not know `name` yet.
 */
export function Accordion({ items, className }: { items: AccordionItem[]; className?: string }) {
  const group = useId();

  const summaries = (from: Element) => Array.from(from.closest('.accordion')?.querySelectorAll<HTMLElement>(':scope > details > summary') ?? []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const all = summaries(event.currentTarget);
    const target = targetIndex(event.key, all.indexOf(event.currentTarget), all.length);
    const next = target === null ? undefined : all[target];
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const opened = event.currentTarget;
    if (!opened.open) return;
    for (const summary of summaries(opened)) {
      const other = summary.parentElement as HTMLDetailsElement;
      if (other !== opened) other.open = false;
    }
  };

  return (
    <div className={className ? `accordion ${className}` : 'accordion'}>
      {items.map((item) => (
        <details key={item.title} name={group} className="accordion__item" onToggle={onToggle}>
          <summary className="accordion__button" onKeyDown={onKeyDown}>
            <h3 className="accordion__heading">{item.title}</h3>
            <span className="accordion__sign" aria-hidden="true" />
          </summary>
          <div className="accordion__panel">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
