import type { loader } from './page.server';
import { useId } from 'react';
import { usePageData, type RouteData } from '../../page';
import { disclaimer, eyebrow, heading, lede, meta } from '../../content/generated/compliance-calendar-page';
import { absoluteUrl, pageTitle } from '../../meta/build-head';
import { PersonByline } from '../../people/PersonByline';
import { bylineJsonLd } from '../../people/people-json-ld';
import type { RouteHandle } from '../../meta/page-meta';
import { paths } from '../../site-paths';
import { calendarJsonLd } from './calendar-json-ld';
import { CalendarForm } from './CalendarForm';
import { CalendarProblem } from './CalendarProblem';
import { DeadlineList } from './DeadlineList';
import { OperatingStateNote } from './OperatingStateNote';
import { rules, signup as reminderCopy } from '../../content/generated/reminders';
import { fillSlots } from '../../format/fill-slots';
import { leadDaysInWords } from '../../tools/lead-days';
import { ReminderSignup } from '../../tools/ReminderSignup';

/** One canonical page whatever the inputs: a company's list is a view of the tool, not a page of its own. */
export const handle: RouteHandle<RouteData<typeof loader> | undefined> = {
  sheet: 'compliance',
  meta: ({ config, data }) => ({
    title: pageTitle(meta.title, config),
    description: meta.description,
    path: paths.complianceCalendar,
    jsonLd: [{ ...calendarJsonLd(config), ...bylineJsonLd(config, data?.byline ?? null, absoluteUrl(config, paths.complianceCalendar)) }],
  }),
};

export function Component() {
  const data = usePageData<typeof loader>();
  const headingId = useId();
  const remindersId = useId();
  return (
    <div className="container section calendar">
      <header className="page-intro">
        <p className="eyebrow">{eyebrow}</p>
        <h1>{heading}</h1>
        <p className="lede">{lede}</p>
        {data.byline ? (
          <p className="byline byline--person">
            <PersonByline byline={data.byline} />
          </p>
        ) : null}
      </header>
      <p className="notice calendar-disclaimer">{disclaimer}</p>
      <CalendarForm data={data} />
      <CalendarProblem data={data} />
      {data.result ? <DeadlineList result={data.result} headingId={headingId} /> : null}
      {data.result?.operates ? <OperatingStateNote operates={data.result.operates} /> : null}
      {data.result && data.remindersAvailable ? (
        <section className="forms-card calendar-reminders" aria-labelledby={remindersId}>
          <h2 id={remindersId} className="forms-card__heading">
            {reminderCopy.heading}
          </h2>
          <p>{fillSlots(reminderCopy.calendarIntro, { leadDays: leadDaysInWords(rules.leadDays) })}</p>
          <ReminderSignup inputs={data.form} />
        </section>
      ) : null}
    </div>
  );
}
