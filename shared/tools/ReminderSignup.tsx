import { useId } from 'react';
import { signup as copy } from '../content/generated/reminders';
import { FormAlert } from '../forms/FormAlert';
import { fieldMaxLength } from '../forms/schemas';
import { Link } from '../components/links';
import { paths } from '../site-paths';
import { calendarFields, type CalendarInputs } from './calendar-inputs';

export interface ReminderSignupProps {
  /** The company the reminders are for: posted as hidden inputs, as the calendar's permalink spells them. */
  inputs: CalendarInputs;
  /** The address typed before, when a post failed. */
  email?: string;
  /** What was wrong: with the e-mail field (`field: 'email'`), or with the whole post. */
  error?: { field: string | null; message: string } | null;
}

const spelled = (value: CalendarInputs[keyof CalendarInputs]) => (typeof value === 'boolean' ? (value ? '1' : '0') : value === null ? '' : String(value));

/**
 * "E-mail me before each deadline": one labelled address field and a button,
 * with the calendar's inputs hidden beside them. A plain form post to the
 * sign-up page, so it works the same with JavaScript or without; the page
 * answers with a request to check the e-mail, or again with the address kept.
 */
export function ReminderSignup({ inputs, email = '', error = null }: ReminderSignupProps) {
  const id = useId();
  const emailError = error?.field === 'email' ? error.message : null;
  const formError = error && error.field !== 'email' ? error.message : null;
  const hintId = `${id}-hint`;
  const errorId = `${id}-email-error`;
  return (
    <form className="forms-form" method="post" action={paths.reminders} noValidate>
      {calendarFields.map((name) => (
        <input key={name} type="hidden" name={name} value={spelled(inputs[name])} />
      ))}
      <div className="forms-field">
        <label htmlFor={`${id}-email`}>{copy.emailLabel}</label>
        <p id={hintId} className="forms-field__hint">
          {copy.emailHint}
        </p>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          required
          autoComplete="email"
          maxLength={fieldMaxLength.email}
          defaultValue={email}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${errorId} ${hintId}` : hintId}
        />
        {emailError ? (
          <p id={errorId} className="forms-field__error">
            {emailError}
          </p>
        ) : null}
      </div>
      <FormAlert message={formError} />
      <button type="submit" className="button button--primary forms-submit">
        {copy.submit}
      </button>
      <p>
        {copy.privacy} <Link to={paths.privacyPolicy}>{copy.privacyLink}</Link>
      </p>
    </form>
  );
}
