import { useId, type ReactNode } from 'react';

export interface AccordionItem {
  title: string;
  content: ReactNode;
}

/**
 * Questions and answers as <details>: they open and close without JavaScript,
 * find-in-page opens the one holding a match, and every answer is in the HTML.
 * The question is a heading inside its <summary>, so heading navigation still
 * finds it. One shared `name` makes the browser keep at most one open; the
 * arrow keys between questions are client/accordion.ts, for every accordion of the page.
 */
export function Accordion({ items, className }: { items: AccordionItem[]; className?: string }) {
  const group = useId();
  return (
    <div className={className ? `accordion ${className}` : 'accordion'}>
      {items.map((item) => (
        <details key={item.title} name={group} className="accordion__item">
          <summary className="accordion__button">
            <h3 className="accordion__heading">{item.title}</h3>
            <span className="accordion__sign" aria-hidden="true" />
          </summary>
          <div className="accordion__panel">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
