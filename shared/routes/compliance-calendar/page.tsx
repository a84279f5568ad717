import type { loader } from './page.server';
import { useId } from 'react';
import { usePageData, type RouteData } from '../../page';
import { heading, lede, meta } from '../../content/generated/compliance-calendar-page';
import { pageNames } from '../../content/generated/site';
import { pageTitle } from '../../meta/build-head';
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
import { ToolHeader } from '../../tools/ToolHeader';
import { toolTrail } from '../../tools/tool-trail';
import { toolPageJsonLd } from '../../tools/tool-json-ld';

const trail = toolTrail({ name: pageNames.complianceCalendar, path: paths.complianceCalendar });

/** One canonical page whatever the inputs: a company's list is a view of the tool, not a page of its own. */
export const handle: RouteHandle<RouteData<typeof loader> | undefined> = {
  sheet: 'tools',
  meta: ({ config, data }) => ({
    title: pageTitle(meta.title, config),
    description: meta.description,
    path: paths.complianceCalendar,
    jsonLd: toolPageJsonLd(config, calendarJsonLd(config), data?.byline ?? null, trail),
  }),
};

export function Component() {
  const data = usePageData<typeof loader>();
  const headingId = useId();
  const remindersId = useId();
  return (
    <div className="container section calendar">
      <ToolHeader trail={trail} heading={heading} lede={lede} byline={data.byline} />
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
