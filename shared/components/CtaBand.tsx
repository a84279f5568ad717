import { useId } from 'react';
import { Link } from './links';
import { GetInTouchLink } from './layout/GetInTouchLink';
import { paths } from '../site-paths';
import { actions } from '../content/generated/site';

/** The closing next step of a page: one heading, one line, View Pricing and Get in Touch. */
export function CtaBand({ heading, text, as: Landmark = 'section' }: { heading: string; text: string; as?: 'section' | 'aside' }) {
  const headingId = useId();
  return (
    <Landmark className="cta-band" aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className="cta-band__title">
          {heading}
        </h2>
        <p className="cta-band__text">{text}</p>
      </div>
      <div className="cta-band__actions">
        <Link to={paths.pricing} className="button button--primary">
          {actions.viewPricing}
        </Link>
        <GetInTouchLink className="button cta-band__secondary" />
      </div>
    </Landmark>
  );
}
