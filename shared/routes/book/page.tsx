import type { action, loader } from './page.server';
import { page as copy } from '../../content/generated/booking';
import type { BookField, BookPageData, BookedCall } from '../../booking/book-page';
import { Field } from '../../forms/Field';
import { fillSlots } from '../../format/fill-slots';
import { pageTitle } from '../../meta/build-head';
import type { RouteHandle } from '../../meta/page-meta';
import { useActionData, usePageData } from '../../page';
import { Link } from '../../components/links';
import { paths } from '../../site-paths';

export const handle: RouteHandle = {
  sheet: 'book',
  meta: ({ config }) => ({ title: pageTitle(copy.pageTitle, config), description: copy.pageDescription, path: paths.book }),
  // The free slots change with the clock and every booking: rendered each time, and counted in the query budget.
  cache: 'no-store',
};

/** The id of a field's control, which an error's link points at (a time: the first free one). */
const controlId = (field: BookField, form: BookPageData) => (field === 'start' ? (form.days[0] ? 'book-start-0-0' : 'book-slots') : field === 'timeZone' ? 'book-tz' : `book-${field}`);

function ZoneChoice({ form }: { form: BookPageData }) {
  // A GET form: the slots in another zone are another page (?tz=); with JavaScript the browser's zone is guessed once and that page's times swapped in (client/chrome/book-zone.ts).
  return (
    <form className="forms-form book-zone" method="get" action={paths.book} data-book-zone="">
      <div className="forms-field">
        <label htmlFor="book-tz">{copy.zoneLabel}</label>
        <select id="book-tz" name="tz" defaultValue={form.zone}>
          {form.zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--secondary">
        {copy.zoneSubmit}
      </button>
    </form>
  );
}

function BookingForm({ form, values = {}, field, message }: { form: BookPageData; values?: Partial<Record<BookField, string>>; field: BookField | null; message: string | null }) {
  const errorFor = (name: BookField) => (field === name && message ? message : undefined);
  const invalid = (name: BookField) => ({ 'aria-invalid': field === name ? true : undefined, 'aria-describedby': field === name ? `book-${name}-error` : undefined });
  return (
    <form className="forms-form" method="post" action={paths.book} noValidate data-book-times="">
      <input type="hidden" name="timeZone" value={form.zone} />
      <input type="hidden" name="key" value={form.key} />
      <h2 className="forms-card__heading" id="book-slots">
        {copy.slotsHeading}
      </h2>
      {field === 'start' && message ? (
        <p id="book-start-error" className="forms-field__error">
          {message}
        </p>
      ) : null}
      {form.days.length === 0 ? <p>{copy.noSlots}</p> : null}
      {form.days.map((day, d) => (
        <fieldset key={day.date} className="forms-field book-day">
          <legend>{day.label}</legend>
          <div className="book-day__slots">
            {day.slots.map((slot, s) => (
              <label key={slot.value} className="book-slot">
                <input
                  type="radio"
                  name="start"
                  id={`book-start-${d}-${s}`}
                  value={slot.value}
                  defaultChecked={values.start === slot.value}
                  required
                  {...(field === 'start' ? { 'aria-describedby': 'book-start-error' } : {})}
                />
                {slot.label}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <Field id="book-name" label={`${copy.nameLabel} *`} error={errorFor('name')}>
        <input id="book-name" type="text" name="name" autoComplete="name" maxLength={200} defaultValue={values.name} required {...invalid('name')} />
      </Field>
      <Field id="book-email" label={`${copy.emailLabel} *`} error={errorFor('email')}>
        <input id="book-email" type="email" name="email" autoComplete="email" maxLength={254} defaultValue={values.email} required {...invalid('email')} />
      </Field>
      <Field id="book-topic" label={`${copy.topicLabel} *`} error={errorFor('topic')}>
        <select id="book-topic" name="topic" defaultValue={values.topic ?? form.topics[0]?.id} required {...invalid('topic')}>
          {form.topics.map((topic) => (
            <option key={topic.id} value={topic.id}>
              {topic.label}
            </option>
          ))}
        </select>
      </Field>
      <button type="submit" className="button button--primary forms-submit">
        {copy.submit}
      </button>
    </form>
  );
}

function Confirmation({ call }: { call: BookedCall }) {
  return (
    <div role="status">
      <h2 id="book-heading" className="forms-card__heading">
        {copy.confirmed.heading}
      </h2>
      <dl className="forms-summary">
        <dt>{fillSlots(copy.confirmed.when, { zone: call.zone.replaceAll('_', ' ') })}</dt>
        <dd>{call.when}</dd>
        <dt>{fillSlots(copy.confirmed.whenFirm, { zone: call.firmZone.replaceAll('_', ' ') })}</dt>
        <dd>{call.whenFirm}</dd>
        <dt>{copy.confirmed.topic}</dt>
        <dd>{call.topic}</dd>
      </dl>
      <p>{call.mailed ? fillSlots(copy.confirmed.next, { email: call.email }) : copy.confirmed.withoutMail}</p>
      {call.ics ? (
        <p>
          <a href={call.ics} download="call.ics">
            {copy.confirmed.ics}
          </a>
        </p>
      ) : null}
      {call.cancel ? (
        <p>
          <a href={call.cancel}>{copy.confirmed.cancel}</a>
        </p>
      ) : null}
      <p>
        <Link to={paths.book}>{copy.confirmed.another}</Link>
      </p>
    </div>
  );
}

/** /book: a zone, the coming days' free times as radio buttons, name, e-mail and topic; works without JavaScript. */
export function Component() {
  const loaded = usePageData<typeof loader>();
  const posted = useActionData<typeof action>();
  const failed = posted?.state === 'failed' ? posted : null;
  const form = failed?.form ?? loaded;
  return (
    <div className="container section forms-page">
      <header className="forms-page__intro">
        <p className="eyebrow">{copy.eyebrow}</p>
        <h1>{copy.heading}</h1>
        <p className="lede">{fillSlots(copy.intro, { firmZone: form.firmZone.replaceAll('_', ' ') })}</p>
      </header>
      {/* Only the page a GET shows may take the browser's zone in place: after a post it holds the visitor's answer. */}
      <section className="forms-card" aria-labelledby="book-heading" data-book-card={posted ? undefined : ''}>
        {posted?.state === 'booked' ? (
          <Confirmation call={posted.call} />
        ) : (
          <>
            <h2 id="book-heading" className="visually-hidden">
              {copy.pageTitle}
            </h2>
            {failed ? (
              <div className="notice notice--error forms-notice" role="alert">
                <p>
                  <strong>{copy.errorHeading}</strong>
                </p>
                <p>{failed.field ? <a href={`#${controlId(failed.field, form)}`}>{failed.message}</a> : failed.message}</p>
              </div>
            ) : null}
            <ZoneChoice form={form} />
            <BookingForm form={form} values={failed?.values} field={failed?.field ?? null} message={failed?.message ?? null} />
          </>
        )}
      </section>
    </div>
  );
}
