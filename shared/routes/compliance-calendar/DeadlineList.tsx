import { notRequired as notRequiredCopy, results } from '../../content/generated/compliance-calendar-page';
import { fillSlots } from '../../format/fill-slots';
import { formatLongDate } from '../../format/long-date';
import { formatUsd } from '../../format/whole-number';
import { paths, type ServicePath } from '../../site-paths';
import { secondary } from '../../content/generated/tools';
import { oldestDay, ResultCheck } from '../../tools/ResultCheck';
import { serviceNames } from '../../content/generated/site';
import { calendarIcsPath, calendarJsonPath } from '../../tools/calendar-paths';
import type { CalendarResult } from './calendar-data';

const serviceName = (path: string): string => serviceNames[path as ServicePath] ?? path;

/** The deadlines, soonest first, one card each with its facts as a description list: readable at any width, and by a screen reader as a list of headed items. */
export function DeadlineList({ result, headingId }: { result: CalendarResult; headingId: string }) {
  return (
    <>
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
              <a className="button button--secondary" href={`${calendarJsonPath}?${result.query}`}>
                {results.json}
              </a>
            </li>
          </ul>
        </div>
        <ol className="calendar-list">
          {result.deadlines.map((deadline) => (
            <li key={deadline.id} className="calendar-item">
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
                <dd>{deadline.amount === null ? results.amountNone : formatUsd(deadline.amount)}</dd>
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
          ))}
        </ol>
        {result.deadlines.length ? (
          <ResultCheck verifiedOn={oldestDay(result.deadlines.map((deadline) => deadline.asOf))} resultPath={`${paths.complianceCalendar}?${result.query}`} />
        ) : null}
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
