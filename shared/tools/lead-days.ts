import { signup } from '../content/generated/reminders';

/** The reminders' lead days as a sentence says them: [30, 7] is "30 and 7" (by hand: no Intl formatter in the browser, decision 0003). */
export function leadDaysInWords(days: readonly number[]): string {
  const words = days.map(String);
  const last = words.at(-1);
  return last === undefined || words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} ${signup.and} ${last}`;
}
