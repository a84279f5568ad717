import { parseCalendarInputs, type ParsedInputs } from '../../../shared/tools/calendar-inputs';
import { withinBounds } from './calendar-query.server';
import { knownOperatingStates, knownStates, operatingData, stateData } from './deadlines.server';

const codes = (states: Array<{ code: string }>) => states.map((s) => s.code).join(', ');

/** The inputs if the calendar has rules for their state, and for the state they operate in: a state without rules is as wrong as a malformed one. */
export function withKnownState(parsed: ParsedInputs): ParsedInputs {
  if (!parsed.ok) return parsed;
  const { state, operates } = parsed.inputs;
  if (!stateData(state)) return { ok: false, field: 'state', message: `state ${state} has no rules yet; the calendar knows ${codes(knownStates())}` };
  if (operates !== null && operates !== state && !operatingData(operates))
    return { ok: false, field: 'operates', message: `operates ${operates} has no rules yet; the calendar knows ${codes(knownOperatingStates())}` };
  return parsed;
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
