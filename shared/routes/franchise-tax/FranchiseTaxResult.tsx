import { assumedPar as apText, authorizedShares as asText, figures, late as lateText, methods, next, result } from '../../content/generated/franchise-tax';
import { paths } from '../../site-paths';
import { fillSlots } from '../../format/fill-slots';
import { formatLongDate } from '../../format/long-date';
import { formatDollars, formatUsd, formatWholeNumber } from '../../format/whole-number';
import { oldestDay, ResultCheck } from '../../tools/ResultCheck';
import { ResultHeading, resultId } from '../../tools/result-heading';
import { BookCallLine } from '../../booking/BookCallLink';
import type { AssumedParWork, AuthorizedSharesWork, ClassWork, FranchiseTaxEstimate, LateFiling, Method } from '../../tools/franchise-tax/estimate';

const items = figures.items;
const methodName = (method: Method) => (method === 'authorized-shares' ? methods.authorizedShares : methods.assumedPar);
const dollars = (amount: string) => `$${amount}`;

function AuthorizedSharesSteps({ work }: { work: AuthorizedSharesWork }) {
  return (
    <section className="tool-method" aria-labelledby="ft-as-heading">
      <h3 id="ft-as-heading">
        {methods.authorizedShares}: {formatUsd(work.tax)}
      </h3>
      <ol className="tool-steps">
        <li>{fillSlots(asText.total, { shares: work.totalAuthorized })}</li>
        <li>
          {work.bracket === 'minimum'
            ? fillSlots(asText.minimum, { minimumShares: items.authorizedSharesMinimumShares.display, tax: formatUsd(work.computed) })
            : work.bracket === 'tier'
              ? fillSlots(asText.tier, { minimumShares: items.authorizedSharesMinimumShares.display, tierShares: items.authorizedSharesTierShares.display, tax: formatUsd(work.computed) })
              : fillSlots(asText.steps, {
                  tierTax: items.authorizedSharesTierTax.display,
                  tierShares: items.authorizedSharesTierShares.display,
                  perTier: items.authorizedSharesPerTier.display,
                  steps: formatWholeNumber(work.steps),
                  added: formatUsd(work.computed - (items.authorizedSharesTierTax.value as number)),
                  computed: formatUsd(work.computed),
                })}
        </li>
        {work.limit === 'maximum' ? <li>{fillSlots(asText.maximum, { tax: formatUsd(work.tax) })}</li> : null}
      </ol>
    </section>
  );
}

function AssumedParSteps({ work }: { work: AssumedParWork | null }) {
  const basis = (c: ClassWork, assumedPar: string) =>
    c.basis === 'no-par' ? apText.noParBasis : c.basis === 'assumed-par' ? `${apText.atAssumedPar} (${dollars(assumedPar)})` : apText.atPar;
  return (
    <section className="tool-method" aria-labelledby="ft-ap-heading">
      <h3 id="ft-ap-heading">
        {methods.assumedPar}
        {work ? `: ${formatDollars(work.tax)}` : null}
      </h3>
      {work ? (
        <ol className="tool-steps">
          <li>{fillSlots(apText.assumedPar, { assets: dollars(work.assets), issued: work.issued, assumedPar: dollars(work.assumedPar) })}</li>
          <li>
            <section className="tool-table-scroll" aria-labelledby="ft-classes-caption" tabIndex={0}>
              <table className="tool-table tool-table--numbers tool-table--stacked">
                <caption id="ft-classes-caption">{apText.classesCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{apText.columns.class}</th>
                    <th scope="col">{apText.columns.authorized}</th>
                    <th scope="col">{apText.columns.par}</th>
                    <th scope="col">{apText.columns.basis}</th>
                    <th scope="col">{apText.columns.value}</th>
                  </tr>
                </thead>
                <tbody>
                  {work.classes.map((c, i) => (
                    <tr key={i}>
                      <th scope="row" data-label={apText.columns.class}>
                        {i + 1}
                      </th>
                      <td data-label={apText.columns.authorized}>{c.authorized}</td>
                      <td data-label={apText.columns.par}>{dollars(c.par)}</td>
                      <td data-label={apText.columns.basis}>{basis(c, work.assumedPar)}</td>
                      <td data-label={apText.columns.value}>{dollars(c.value)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </li>
          {work.capital !== null ? <li>{fillSlots(apText.capital, { capital: dollars(work.capital) })}</li> : null}
          {work.capital !== null ? (
            <li>
              {work.prorated
                ? fillSlots(apText.prorated, {
                    unit: items.assumedParCapitalUnit.display,
                    rate: items.assumedParRatePerUnit.display,
                    capital: dollars(work.capital),
                    tax: formatDollars(work.parTax),
                  })
                : fillSlots(apText.rounded, {
                    rounded: dollars(work.roundedCapital ?? ''),
                    units: formatWholeNumber(work.units),
                    rate: items.assumedParRatePerUnit.display,
                    computed: formatDollars(work.parTax),
                  })}
            </li>
          ) : null}
          {work.noPar ? (
            <li>{fillSlots(apText.noPar, { shares: work.noPar.shares, value: items.noParValuePerShare.display, capital: dollars(work.noPar.capital), tax: formatUsd(work.noPar.tax) })}</li>
          ) : null}
          {work.noPar && work.capital !== null ? (
            <li>{fillSlots(apText.sum, { parTax: formatDollars(work.parTax), noParTax: formatUsd(work.noPar.tax), computed: formatDollars(work.computed) })}</li>
          ) : null}
          {work.limit ? <li>{fillSlots(work.limit === 'minimum' ? apText.minimum : apText.maximum, { tax: formatDollars(work.tax) })}</li> : null}
        </ol>
      ) : (
        <p>{apText.needs}</p>
      )}
    </section>
  );
}

function LateSteps({ late, tax }: { late: LateFiling; tax: number }) {
  const filed = formatLongDate(late.filed);
  const due = formatLongDate(late.dueDate);
  return (
    <section className="tool-method" aria-labelledby="ft-late-heading">
      <h3 id="ft-late-heading">{lateText.heading}</h3>
      {late.monthsLate === 0 ? (
        <p>{fillSlots(lateText.onTime, { filed, due })}</p>
      ) : (
        <ol className="tool-steps">
          <li>{fillSlots(late.monthsLate === 1 ? lateText.months.one : lateText.months.many, { filed, months: String(late.monthsLate), due })}</li>
          <li>{fillSlots(lateText.penalty, { penalty: formatUsd(late.penalty) })}</li>
          <li>
            {fillSlots(lateText.interest, {
              rate: items.lateInterest.display,
              months: String(late.monthsLate),
              tax: formatDollars(tax),
              penalty: formatUsd(late.penalty),
              interest: formatDollars(late.interest),
            })}
          </li>
        </ol>
      )}
    </section>
  );
}

/**
 * What to do with the estimate: the due date and the amount, where and how to
 * file, the notice's Authorized Shares figure and how to pay the lower one, and
 * the firm's offer to file it.
 */
function NextSteps({ estimate, due }: { estimate: FranchiseTaxEstimate; due: string | null }) {
  const { assumedPar, authorizedShares } = estimate;
  const authorizedTax = formatUsd(authorizedShares.tax);
  const notice = estimate.largeCorporateFiler
    ? null
    : assumedPar
      ? assumedPar.tax < authorizedShares.tax
        ? fillSlots(next.notice, { authorizedTax, issued: assumedPar.issued, assets: dollars(assumedPar.assets), lower: formatDollars(assumedPar.tax) })
        : null
      : authorizedShares.tax > (items.assumedParMinimumTax.value as number)
        ? fillSlots(next.noticeNeeds, { authorizedTax })
        : null;
  return (
    <section className="tool-next" aria-labelledby="ft-next-heading">
      <h3 id="ft-next-heading">{next.heading}</h3>
      {due ? <p className="tool-next__due">{fillSlots(next.due, { amount: formatDollars(estimate.tax + estimate.annualReportFee), due: formatLongDate(due) })}</p> : null}
      {notice ? <p className="tool-next__notice">{notice}</p> : null}
      <p>{next.how}</p>
      <ul className="tool-actions">
        <li>
          <a className="button button--primary" href={next.fileHref} rel="noopener">
            {next.fileLink}
          </a>
        </li>
      </ul>
      <p>
        {next.offer}{' '}
        <a className="tool-next__offer" href={paths.pricing}>
          {next.offerLink}
        </a>
      </p>
    </section>
  );
}

/** The estimate: what is owed, what to do with it, which method gives it, and each method worked step by step. */
export function FranchiseTaxResult({ estimate, resultPath, due }: { estimate: FranchiseTaxEstimate; resultPath: string; due: string | null }) {
  const { assumedPar, late } = estimate;
  const verdict = estimate.largeCorporateFiler
    ? fillSlots(result.largeFiler, { amount: formatDollars(estimate.tax) })
    : assumedPar
      ? assumedPar.tax === estimate.authorizedShares.tax
        ? result.tie
        : fillSlots(result.lower, { method: methodName(estimate.method) })
      : null;
  return (
    <section className="tool-result" aria-labelledby={resultId}>
      <ResultHeading>{result.heading}</ResultHeading>
      {verdict ? <p className="tool-result__verdict">{verdict}</p> : null}
      <table className="tool-summary">
        <caption>{result.summaryCaption}</caption>
        <tbody>
          <tr>
            <th scope="row">{estimate.largeCorporateFiler ? result.largeFilerLine : fillSlots(result.taxLine, { method: methodName(estimate.method) })}</th>
            <td>{formatDollars(estimate.tax)}</td>
          </tr>
          <tr>
            <th scope="row">{result.annualReportFee}</th>
            <td>{formatUsd(estimate.annualReportFee)}</td>
          </tr>
          {late && late.monthsLate > 0 ? (
            <>
              <tr>
                <th scope="row">{result.penalty}</th>
                <td>{formatUsd(late.penalty)}</td>
              </tr>
              <tr>
                <th scope="row">{result.interest}</th>
                <td>{formatDollars(late.interest)}</td>
              </tr>
            </>
          ) : null}
          <tr className="tool-summary__total">
            <th scope="row">{result.total}</th>
            <td>{formatDollars(estimate.total)}</td>
          </tr>
        </tbody>
      </table>
      <NextSteps estimate={estimate} due={due} />
      <AuthorizedSharesSteps work={estimate.authorizedShares} />
      <AssumedParSteps work={assumedPar} />
      {late ? <LateSteps late={late} tax={estimate.tax} /> : null}
      <ResultCheck verifiedOn={oldestDay(Object.values(items).map((figure) => figure.asOf))} resultPath={resultPath} />
      <BookCallLine />
    </section>
  );
}
