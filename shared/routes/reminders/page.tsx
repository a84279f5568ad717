import type { action, loader } from './page.server';
import { Fragment } from 'react';
import { signup as copy } from '../../content/generated/reminders';
import { pageTitle } from '../../meta/build-head';
import type { RouteHandle } from '../../meta/page-meta';
import { useActionData, usePageData } from '../../page';
import { fillSlots } from '../../format/fill-slots';
import { Link } from '../../components/links';
import { FormAlert } from '../../forms/FormAlert';
import { paths } from '../../site-paths';
import { calendarFields, parseCalendarInputs, type CalendarInputs } from '../../tools/calendar-inputs';
import { CalendarInputsForm } from '../../tools/CalendarInputsForm';
import { ReminderSignup } from '../../tools/ReminderSignup';
import { rules } from '../../content/generated/reminders';
import { leadDaysInWords } from '../../tools/lead-days';
import { usePublicConfig } from '../../public-config';
import { calendarIcsPath, webcalHref } from '../../tools/calendar-paths';

export const handle: RouteHandle = {
  // The tools' sheet: the same look as the hub, the estimator and the calendar.
  sheet: 'tools',
  meta: ({ config }) => ({ title: pageTitle(copy.pageTitle, config), description: copy.pageDescription, path: paths.reminders }),
  // Its answer depends on its query (the company's details, ?sent=1) and on a failed post's values.
  cache: 'no-store',
};

/** The company's details as the sign-up shows them back. */
function InputsSummary({ inputs }: { inputs: CalendarInputs }) {
  const shown: Record<(typeof calendarFields)[number], string> = {
    entity: copy.entityNames[inputs.entity],
    state: inputs.state,
    formed: inputs.formed,
    foreign: inputs.foreign ? copy.yes : copy.no,
    fye: copy.months[inputs.fye - 1] ?? String(inputs.fye),
    contractors: inputs.contractors ? copy.yes : copy.no,
    employees: inputs.employees ? copy.yes : copy.no,
    foreignAccounts: inputs.foreignAccounts ? copy.yes : copy.no,
    foreignPayees: inputs.foreignPayees ? copy.yes : copy.no,
    grant: inputs.grant ?? copy.none,
    operates: inputs.operates ?? copy.none,
  };
  return (
    <dl className="forms-summary">
      {calendarFields.map((name) => (
        <Fragment key={name}>
          <dt>{copy.labels[name]}</dt>
          <dd>{shown[name]}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/**
 * Where reminders cannot be sent (no mail configured): the calendar's .ics
 * subscription instead of a dead end, at the company's own calendar when its
 * details are in the query, or the calendar page to make one.
 */
function SubscribeInstead({ calendarQuery }: { calendarQuery: string | null }) {
  const { siteUrl } = usePublicConfig();
  return (
    <>
      <h2 id="reminders-heading" className="forms-card__heading">
        {copy.instead.heading}
      </h2>
      <p>{copy.instead.text}</p>
      <ul className="tool-actions">
        {calendarQuery ? (
          <li>
            <a className="button button--primary" href={webcalHref(calendarIcsPath, calendarQuery, siteUrl)}>
              {copy.instead.subscribe}
            </a>
          </li>
        ) : null}
        <li>
          <Link
            to={calendarQuery ? `${paths.complianceCalendar}?${calendarQuery}` : paths.complianceCalendar}
            className={`button ${calendarQuery ? 'button--secondary' : 'button--primary'}`}
          >
            {copy.instead.calendar}
          </Link>
        </li>
      </ul>
    </>
  );
}

/** /tools/reminders: the company's details (a GET form), then the address (ReminderSignup), then "check your e-mail". */
export function Component() {
  const data = usePageData<typeof loader>();
  const posted = useActionData<typeof action>();
  const fromPost = posted ? parseCalendarInputs(posted.values) : null;
  const inputs = fromPost ? (fromPost.ok ? fromPost.inputs : null) : data.inputs;
  return (
    <div className="container section forms-page">
      <header className="forms-page__intro">
        <p className="eyebrow">{copy.eyebrow}</p>
        <h1>{copy.heading}</h1>
        <p className="lede">{fillSlots(copy.intro, { leadDays: leadDaysInWords(rules.leadDays) })}</p>
        <p>{copy.notAdvice}</p>
      </header>
      <section className="forms-card" aria-labelledby="reminders-heading">
        {data.sent ? (
          <div role="status">
            <h2 id="reminders-heading" className="forms-card__heading">
              {copy.checkEmailHeading}
            </h2>
            <p>{fillSlots(copy.checkEmailText, { hours: String(rules.linkHours) })}</p>
          </div>
        ) : !data.available ? (
          <SubscribeInstead calendarQuery={data.calendarQuery} />
        ) : inputs ? (
          <>
            <h2 id="reminders-heading" className="forms-card__heading">
              {copy.inputsHeading}
            </h2>
            <InputsSummary inputs={inputs} />
            <p>
              <Link to={paths.reminders}>{copy.change}</Link>
            </p>
            <h2 className="forms-card__heading">{copy.formHeading}</h2>
            <ReminderSignup inputs={inputs} email={posted?.values.email} error={posted} />
          </>
        ) : (
          <>
            <h2 id="reminders-heading" className="forms-card__heading">
              {copy.inputsHeading}
            </h2>
            <p>{copy.inputsIntro}</p>
            {posted ? <FormAlert message={copy.errors.inputs} /> : null}
            <CalendarInputsForm action={paths.reminders} states={data.states} operatingStates={data.operatingStates} values={posted?.values} />
          </>
        )}
      </section>
    </div>
  );
}
