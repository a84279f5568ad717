import { allIn } from '../../content/generated/pricing-page';
import type { StateFee } from '../../content/types';
import { fillSlots } from '../../format/fill-slots';
import { formatLongDate } from '../../format/long-date';
import { formatUsd } from '../../format/whole-number';
import { paths } from '../../site-paths';
import type { VentureFranchiseTax } from './venture';
import { allInFirstYear, entityKinds, type EntityKind, type StateFormation } from '../../pricing/formation-all-in';

export const allInId = 'formation-all-in';

function StateFeeRow({ fee }: { fee: StateFee }) {
  return (
    <tr>
      <th scope="row">
        {fee.label}
        <span className="pricing-allin__source">
          <a href={fee.source}>{new URL(fee.source).host}</a>, {fillSlots(allIn.asOf, { date: formatLongDate(fee.asOf) })}
          {fee.sourceKind === 'secondary' ? `, ${allIn.secondary}` : null}
        </span>
      </th>
      <td>{formatUsd(fee.amount)}</td>
    </tr>
  );
}

function AllInTable({ firmFee, state, kind, venture }: { firmFee: number; state: StateFormation; kind: EntityKind; venture: VentureFranchiseTax }) {
  const price = allInFirstYear(firmFee, state, kind);
  const table = (
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
  if (kind !== 'corporation' || state.code !== venture.state) return table;
  return (
    <div className="pricing-allin__item">
      {table}
      <p className="pricing-allin__note">
        {fillSlots(allIn.venture.assumption, { minimumShares: venture.minimumShares })}{' '}
        {fillSlots(allIn.venture.note, { shares: venture.shares, tax: formatUsd(venture.tax), total: formatUsd(price.total + venture.difference) })}{' '}
        <a href={paths.franchiseTax}>{allIn.venture.link}</a>
      </p>
    </div>
  );
}

/** The formation plan's first year, all in, for each state with data and each kind of company: a table each, complete without JavaScript. */
export function AllInPrices({ firmFee, states, venture }: { firmFee: number; states: StateFormation[]; venture: VentureFranchiseTax }) {
  return (
    <section id={allInId} className="pricing-allin" aria-labelledby="pricing-allin-title">
      <h2 id="pricing-allin-title">{allIn.heading}</h2>
      <p className="pricing-allin__lede">{allIn.lede}</p>
      <div className="pricing-allin__tables">
        {states.flatMap((state) => entityKinds.map((kind) => <AllInTable key={`${state.code}-${kind}`} firmFee={firmFee} state={state} kind={kind} venture={venture} />))}
      </div>
    </section>
  );
}
