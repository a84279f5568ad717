import { useId } from 'react';
import { operates as copy, results } from '../../content/generated/compliance-calendar-page';
import { Link } from '../../components/links';
import { fillSlots } from '../../format/fill-slots';
import { paths } from '../../site-paths';
import type { CalendarResult } from './calendar-data';

/** The state the company does business in besides its state of formation: registering there first, and plainly what the list leaves out, with an offer to talk. */
export function OperatingStateNote({ operates }: { operates: NonNullable<CalendarResult['operates']> }) {
  const id = useId();
  return (
    <section className="forms-card calendar-operates" aria-labelledby={id}>
      <h2 id={id} className="forms-card__heading">
        {fillSlots(copy.heading, { state: operates.name })}
      </h2>
      <h3>{copy.register}</h3>
      <p>
        {operates.registration.text} <a href={operates.registration.source}>{fillSlots(results.sourceLink, { asOf: operates.registration.asOf })}</a>
      </p>
      <h3>{copy.notCovered}</h3>
      <p>{operates.notCovered}</p>
      <p>
        <Link to={paths.contact}>{copy.talk}</Link>
      </p>
    </section>
  );
}
