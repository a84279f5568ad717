import { notRequired as notRequiredCopy, overdue as overdueCopy, results } from '../../content/generated/compliance-calendar-page';
import { fillSlots } from '../../format/fill-slots';
import { formatLongDate } from '../../format/long-date';
import { formatDollars } from '../../format/whole-number';
import { paths, type ServicePath } from '../../site-paths';
import { secondary } from '../../content/generated/tools';
import { oldestDay, ResultCheck } from '../../tools/ResultCheck';
import { BookCallLine } from '../../booking/BookCallLink';
import { serviceNames } from '../../content/generated/site';
import { calendarCsvPath, calendarIcsPath, calendarJsonPath } from '../../tools/calendar-paths';
import type { Deadline } from '../../tools/calendar-inputs';
import { usePublicConfig } from '../../public-config';
import type { CalendarResult } from './calendar-data';

const serviceName = (path: string): string => serviceNames[path as ServicePath] ?? path;

/** One deadline's facts as a description list: readable at any width, and by a screen reader as a list of headed items. */
function DeadlineItem({ deadline }: { deadline: Deadline }) {
  return (
    <li className="calendar-item">
      <h3>
        <time className="calendar-item__date" dateTime={deadline.date}>
          {formatLongDate(deadline.date)}
        </time>
        {deadline.title}
      </h3>
      <dl>
        <dt>{results.authority}</dt>
        <dd>{deadline.authority}</dd>
        <dt>{results.amount}</dt>
        <dd>
          {deadline.amount === null ? results.amountNone : formatDollars(deadline.amount)}
          {deadline.franchiseTax ? (
            <>
              {' '}
              ({fillSlots(results.estimateTax, { tax: formatDollars(deadline.franchiseTax.tax) })}; <a href={deadline.franchiseTax.estimatePath}>{results.estimate}</a>)
            </>
          ) : null}
        </dd>
        <dt>{results.penalty}</dt>
        <dd>{deadline.penalty}</dd>
        <dt>{results.source}</dt>
        <dd>
          <a href={deadline.source} rel="noopener">
            {fillSlots(results.sourceLink, { asOf: formatLongDate(deadline.asOf) })}
          </a>
          {deadline.sourceKind === 'secondary' ? ` (${secondary})` : null}
        </dd>
        {deadline.service ? (
          <>
            <dt>{results.service}</dt>
            <dd>
              <a href={deadline.service}>{serviceName(deadline.service)}</a>
            </dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}

/** The filings whose dates passed since formation, first and apart: each with its penalty and what to do now. */
function OverdueList({ result, headingId }: { result: CalendarResult; headingId: string }) {
  return (
    <section className="calendar-overdue" aria-labelledby={`${headingId}-overdue`}>
      <h2 id={`${headingId}-overdue`}>{fillSlots(overdueCopy.heading, { formed: formatLongDate(result.formed) })}</h2>
      <p>{overdueCopy.intro}</p>
      <ol className="calendar-list">
        {result.overdue.map((deadline) => (
          <li key={deadline.id} className="calendar-item calendar-item--overdue">
            <h3>
              <time className="calendar-item__date" dateTime={deadline.date}>
                {formatLongDate(deadline.date)}
              </time>
              {deadline.title}
            </h3>
            <dl>
              <dt>{results.penalty}</dt>
              <dd>{deadline.penalty}</dd>
              <dt>{overdueCopy.now}</dt>
              <dd>{deadline.catchUp}</dd>
              {deadline.amount !== null ? (
                <>
                  <dt>{results.amount}</dt>
                  <dd>{formatDollars(deadline.amount)}</dd>
                </>
              ) : null}
              <dt>{results.source}</dt>
              <dd>
                <a href={deadline.source} rel="noopener">
                  {fillSlots(results.sourceLink, { asOf: formatLongDate(deadline.asOf) })}
                </a>
                {deadline.sourceKind === 'secondary' ? ` (${secondary})` : null}
              </dd>
              {deadline.service ? (
                <>
                  <dt>{results.service}</dt>
                  <dd>
                    <a href={deadline.service}>{serviceName(deadline.service)}</a>
                  </dd>
                </>
              ) : null}
            </dl>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The subscription address of the .ics: the download's own URL with webcal:, which calendar apps subscribe to. */
const webcalHref = (path: string, query: string, origin: string): string => `webcal://${new URL(origin).host}${path}?${query}`;

/** What is overdue, then the deadlines, soonest first, with the exports (.ics download and subscription, CSV, JSON). */
export function DeadlineList({ result, headingId }: { result: CalendarResult; headingId: string }) {
  const { siteUrl } = usePublicConfig();
  return (
    <>
      {result.overdue.length ? <OverdueList result={result} headingId={headingId} /> : null}
      <section className="calendar-results" aria-labelledby={headingId}>
        <div className="calendar-results__head">
          <h2 id={headingId}>{fillSlots(results.heading, { from: formatLongDate(result.from), until: formatLongDate(result.until) })}</h2>
          <p>{result.deadlines.length ? fillSlots(results.count, { count: String(result.deadlines.length) }) : results.none}</p>
          <ul className="calendar-links">
            <li>
              <a className="button button--primary" href={`${calendarIcsPath}?${result.query}`} download="compliance-calendar.ics">
                {results.download}
              </a>
            </li>
            <li>
              <a className="button button--secondary" href={webcalHref(calendarIcsPath, result.query, siteUrl)}>
                {results.subscribe}
              </a>
            </li>
            <li>
              <a className="button button--secondary" href={`${calendarCsvPath}?${result.query}`} download="compliance-calendar.csv">
                {results.csv}
              </a>
            </li>
            <li>
              <a className="button button--secondary" href={`${calendarJsonPath}?${result.query}`}>
                {results.json}
              </a>
            </li>
          </ul>
        </div>
        <ol className="calendar-list">
          {result.deadlines.map((deadline) => (
            <DeadlineItem key={deadline.id} deadline={deadline} />
          ))}
        </ol>
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
