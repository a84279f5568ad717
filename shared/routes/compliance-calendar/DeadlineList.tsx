import { notRequired as notRequiredCopy, overdue as overdueCopy, results } from '../../content/generated/compliance-calendar-page';
import { fillSlots } from '../../format/fill-slots';
import { formatLongDate } from '../../format/long-date';
import { formatDollars } from '../../format/whole-number';
import { paths, type ServicePath } from '../../site-paths';
import { secondary } from '../../content/generated/tools';
import { oldestDay, ResultCheck } from '../../tools/ResultCheck';
import { BookCallLine } from '../../booking/BookCallLink';
import { serviceNames } from '../../content/generated/site';
import { calendarCsvPath, calendarIcsPath, calendarJsonPath, webcalHref } from '../../tools/calendar-paths';
import type { Deadline } from '../../tools/calendar-inputs';
import { usePublicConfig } from '../../public-config';
import { dayInMonth, groupByMonth } from '../../tools/deadline-months';
import { ResultHeading, resultId } from '../../tools/result-heading';
import type { CalendarResult } from './calendar-data';

const serviceName = (path: string): string => serviceNames[path as ServicePath] ?? path;

function SourceLink({ deadline }: { deadline: Deadline }) {
  return (
    <>
      <a href={deadline.source} rel="noopener">
        {fillSlots(results.sourceLink, { asOf: formatLongDate(deadline.asOf) })}
      </a>
      {deadline.sourceKind === 'secondary' ? ` (${secondary})` : null}
    </>
  );
}

function ServiceFact({ deadline }: { deadline: Deadline }) {
  return deadline.service ? (
    <>
      <dt>{results.service}</dt>
      <dd>
        <a href={deadline.service}>{serviceName(deadline.service)}</a>
      </dd>
    </>
  ) : null;
}

/**
 * A deadline's facts, opened on demand: to whom, the amount (the franchise tax in its parts), the penalty, what to
 * do if late, the rule's source and who handles it; less what its row already shows in view (`inView`).
 */
function DeadlineDetails({ deadline, inView }: { deadline: Deadline; inView: 'amount' | 'catch-up' }) {
  return (
    <dl className="calendar-facts">
      <dt>{results.authority}</dt>
      <dd>{deadline.authority}</dd>
      {deadline.franchiseTax ? (
        <>
          <dt>{results.amount}</dt>
          <dd>
            {formatDollars(deadline.amount ?? 0)} ({fillSlots(results.estimateTax, { tax: formatDollars(deadline.franchiseTax.tax) })};{' '}
            <a href={deadline.franchiseTax.estimatePath}>{results.estimate}</a>)
          </dd>
        </>
      ) : deadline.amount !== null && inView !== 'amount' ? (
        <>
          <dt>{results.amount}</dt>
          <dd>{formatDollars(deadline.amount)}</dd>
        </>
      ) : null}
      <dt>{results.penalty}</dt>
      <dd>{deadline.penalty}</dd>
      {deadline.catchUp && inView !== 'catch-up' ? (
        <>
          <dt>{results.late}</dt>
          <dd>{deadline.catchUp}</dd>
        </>
      ) : null}
      <dt>{results.source}</dt>
      <dd>
        <SourceLink deadline={deadline} />
      </dd>
      <ServiceFact deadline={deadline} />
    </dl>
  );
}

/**
 * One deadline of the list, its facts in a <details>. A coming one (`overdue` false) is one line of its month: its
 * day, title and amount (blank where none is fixed, said once above the list) are the summary. A passed one is a
 * card: its full date and title a heading and what to do now in view, as that is what the visitor must act on; its
 * summary names what the details hold.
 */
function DeadlineRow({ deadline, overdue }: { deadline: Deadline; overdue: boolean }) {
  return (
    <li className={overdue ? 'calendar-item calendar-item--overdue' : 'calendar-line'}>
      {overdue ? (
        <>
          <h3>
            <time className="calendar-item__date" dateTime={deadline.date}>
              {formatLongDate(deadline.date)}
            </time>
            {deadline.title}
          </h3>
          <p className="calendar-item__now">
            <strong>{overdueCopy.now}:</strong> {deadline.catchUp}
          </p>
        </>
      ) : null}
      <details className={overdue ? 'calendar-item__more' : undefined}>
        {overdue ? (
          <summary>{overdueCopy.more}</summary>
        ) : (
          <summary>
            <span className="calendar-line__title">
              <time className="calendar-line__date" dateTime={deadline.date}>
                {dayInMonth(deadline.date)}
              </time>{' '}
              {deadline.title}
            </span>
            <span className="calendar-line__amount">{deadline.amount === null ? null : formatDollars(deadline.amount)}</span>
          </summary>
        )}
        <DeadlineDetails deadline={deadline} inView={overdue ? 'catch-up' : 'amount'} />
      </details>
    </li>
  );
}

/** The filings whose dates passed since formation, first and apart, each a card with what to do now in view. */
function OverdueList({ result }: { result: CalendarResult }) {
  return (
    <section className="calendar-overdue" aria-labelledby={resultId}>
      <ResultHeading>{fillSlots(overdueCopy.heading, { formed: formatLongDate(result.formed) })}</ResultHeading>
      <p>{overdueCopy.intro}</p>
      <ol className="calendar-list">
        {result.overdue.map((deadline) => (
          <DeadlineRow key={deadline.id} deadline={deadline} overdue />
        ))}
      </ol>
    </section>
  );
}

/** The downloads: the .ics the primary action, the subscription beside it, the spreadsheet and the JSON (for developers) as plain links. */
function Exports({ query }: { query: string }) {
  const { siteUrl } = usePublicConfig();
  return (
    <div className="calendar-exports">
      <ul className="calendar-links">
        <li>
          <a className="button button--primary" href={`${calendarIcsPath}?${query}`} download="compliance-calendar.ics">
            {results.download}
          </a>
        </li>
        <li>
          <a className="button button--secondary" href={webcalHref(calendarIcsPath, query, siteUrl)}>
            {results.subscribe}
          </a>
        </li>
      </ul>
      <p className="calendar-exports__more">
        <a href={`${calendarCsvPath}?${query}`} download="compliance-calendar.csv">
          {results.csv}
        </a>{' '}
        · {results.developers}: <a href={`${calendarJsonPath}?${query}`}>{results.json}</a>
      </p>
    </div>
  );
}

/** What is overdue, then the deadlines by month, one line each, soonest first, with the exports (.ics download and subscription, CSV, JSON). */
export function DeadlineList({ result, headingId }: { result: CalendarResult; headingId: string }) {
  const listHeadingId = result.overdue.length ? headingId : resultId;
  const heading = fillSlots(results.heading, { from: formatLongDate(result.from), until: formatLongDate(result.until) });
  const months = groupByMonth(result.deadlines);
  return (
    <>
      {result.overdue.length ? <OverdueList result={result} /> : null}
      <section className="calendar-results" aria-labelledby={listHeadingId}>
        <div className="calendar-results__head">
          {result.overdue.length ? <h2 id={headingId}>{heading}</h2> : <ResultHeading>{heading}</ResultHeading>}
          <p>{result.deadlines.length ? fillSlots(results.count, { count: String(result.deadlines.length) }) : results.none}</p>
          <Exports query={result.query} />
          {result.deadlines.some((deadline) => deadline.amount === null) ? <p className="calendar-results__note">{results.amountNote}</p> : null}
        </div>
        {months.map((month) => (
          <section key={month.month} className="calendar-month" aria-labelledby={`${headingId}-${month.month}`}>
            <h3 id={`${headingId}-${month.month}`}>{month.name}</h3>
            <ol className="calendar-lines">
              {month.items.map((deadline) => (
                <DeadlineRow key={deadline.id} deadline={deadline} overdue={false} />
              ))}
            </ol>
          </section>
        ))}
        {result.deadlines.length ? (
          <ResultCheck verifiedOn={oldestDay(result.deadlines.map((deadline) => deadline.asOf))} resultPath={`${paths.complianceCalendar}?${result.query}`} />
        ) : null}
        <BookCallLine />
      </section>
      {result.notRequired.length ? (
        <section aria-labelledby={`${headingId}-not-required`}>
          <h2 id={`${headingId}-not-required`}>{notRequiredCopy.heading}</h2>
          <ul className="calendar-list">
            {result.notRequired.map((item) => (
              <li key={item.id} className="calendar-item">
                <h3>{item.title}</h3>
                <p>{item.reason}</p>
                <p>
                  {item.authority}:{' '}
                  <a href={item.source} rel="noopener">
                    {fillSlots(notRequiredCopy.source, { asOf: formatLongDate(item.asOf) })}
                  </a>
                  {item.sourceKind === 'secondary' ? ` (${secondary})` : null}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
