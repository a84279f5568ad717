import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '../components/Breadcrumbs';
import type { Byline } from '../people/byline';
import { PersonByline } from '../people/PersonByline';
import { ToolDisclaimer } from './ToolDisclaimer';

/**
 * The top of every tool page (the hub, the estimator, the calendar, the reminders, the changelog): breadcrumbs to the
 * hub, the heading, the lede, who reviewed the page (when this site may show them, decision 0045) and
 * the tools' one disclaimer. `trail` is the page's toolTrail; its last crumb is this page.
 */
export function ToolHeader({ trail, heading, lede, byline }: { trail: Array<Required<Crumb>>; heading: string; lede: ReactNode; byline: Byline | null }) {
  const here = trail.at(-1);
  return (
    <header className="tool-intro">
      <Breadcrumbs items={[...trail.slice(0, -1), { name: here?.name ?? heading }]} />
      <h1>{heading}</h1>
      <p className="lede">{lede}</p>
      {byline ? (
        <p className="byline byline--person">
          <PersonByline byline={byline} />
        </p>
      ) : null}
      <ToolDisclaimer />
    </header>
  );
}
