import { parseCalendarInputs, type ParsedInputs } from '../../../shared/tools/calendar-inputs';
import { withinBounds } from './calendar-query.server';
import { knownStates, stateData } from './deadlines.server';

/** The inputs if the calendar has rules for their state: a state without rules is as wrong as a malformed one. */
export function withKnownState(parsed: ParsedInputs): ParsedInputs {
  if (!parsed.ok || stateData(parsed.inputs.state)) return parsed;
  const known = knownStates()
    .map((s) => s.code)
    .join(', ');
  return { ok: false, field: 'state', message: `state ${parsed.inputs.state} has no rules yet; the calendar knows ${known}` };
}

/**
 * The calendar's inputs from a body (the reminder sign-up's JSON or form
 * post) under the calendar's own rules: the same reader, the same bounds on
 * the formation day, the same known states, and the same messages, so a
 * sign-up never stores what the calendar itself refuses.
 */
export function checkCalendarInputs(raw: Readonly<Record<string, unknown>>): ParsedInputs {
  return withKnownState(withinBounds(parseCalendarInputs(raw)));
}
