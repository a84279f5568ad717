import { allIn } from '../../content/generated/pricing-page';
import type { StateFee } from '../../content/types';
import { fillSlots } from '../../format/fill-slots';
import { formatLongDate } from '../../format/long-date';
import { formatUsd } from '../../format/whole-number';
import { allInFirstYear, entityKinds, type EntityKind, type StateFormation } from '../../pricing/formation-all-in';

export const allInId = 'formation-all-in';

function StateFeeRow({ fee }: { fee: StateFee }) {
  return (
    <tr>
      <th scope="row">
        {fee.label}
        <span className="pricing-allin__source">
          <a href={fee.source}>{new URL(fee.source).host}</a>, {fillSlots(allIn.asOf, { date: formatLongDate(fee.asOf) })}
        </span>
      </th>
      <td>{formatUsd(fee.amount)}</td>
    </tr>
  );
}

function AllInTable({ firmFee, state, kind }: { firmFee: number; state: StateFormation; kind: EntityKind }) {
  const price = allInFirstYear(firmFee, state, kind);
  return (
    <table className="pricing-allin__table">
      <caption>{fillSlots(allIn.caption, { state: state.name, kind: allIn.kinds[kind] })}</caption>
      <thead>
        <tr>
          <th scope="col">{allIn.fee}</th>
          <th scope="col">{allIn.amount}</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">{allIn.firmFee}</th>
          <td>{formatUsd(firmFee)}</td>
        </tr>
        {price.stateFees.map((fee) => (
          <StateFeeRow key={fee.label} fee={fee} />
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{allIn.total}</th>
          <td>{formatUsd(price.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** The formation plan's first year, all in, for each state with data and each kind of company: a table each, complete without JavaScript. */
export function AllInPrices({ firmFee, states }: { firmFee: number; states: StateFormation[] }) {
  return (
    <section id={allInId} className="pricing-allin" aria-labelledby="pricing-allin-title">
      <h2 id="pricing-allin-title">{allIn.heading}</h2>
      <p className="pricing-allin__lede">{allIn.lede}</p>
      <div className="pricing-allin__tables">
        {states.flatMap((state) => entityKinds.map((kind) => <AllInTable key={`${state.code}-${kind}`} firmFee={firmFee} state={state} kind={kind} />))}
      </div>
    </section>
  );
}
