import path from 'node:path';
import {
  calendarPage,
  federalRules,
  operatingState,
  stateRules,
  type ComplianceContent,
  type ComplianceRule,
  type OperatingState,
  type StateRules,
} from '../../../shared/content/schemas/compliance';
import { displayName, listFolder, readYamlKind, type ReadContext } from './read-kind.server';

/**
 * content/compliance/: the calendar page's words, the federal rules, and one file per state named by its
 * code (states/de.yaml is DE), and one file per state a company formed elsewhere may do business in
 * (operates/ca.yaml is CA). A rule's id is the key of its deadlines' ids,
 * the .ics UIDs and the reminders, so no two rules may share one.
 */
export async function readCompliance(ctx: ReadContext): Promise<ComplianceContent | undefined> {
  const federal = await readYamlKind(ctx, 'compliance/federal.yaml', federalRules);
  const page = await readYamlKind(ctx, 'compliance/calendar-page.yaml', calendarPage);
  const states: StateRules[] = [];
  for (const file of await listFolder(ctx, 'compliance/states', '.yaml')) {
    const state = await readYamlKind(ctx, file, stateRules);
    if (!state) continue;
    if (path.basename(file, '.yaml') !== state.code.toLowerCase())
      ctx.issues.add(displayName(ctx, file), 'code', `is ${state.code}, so the file must be named ${state.code.toLowerCase()}.yaml`);
    else states.push(state);
  }
  const operating: OperatingState[] = [];
  for (const file of await listFolder(ctx, 'compliance/operates', '.yaml')) {
    const state = await readYamlKind(ctx, file, operatingState);
    if (!state) continue;
    if (path.basename(file, '.yaml') !== state.code.toLowerCase())
      ctx.issues.add(displayName(ctx, file), 'code', `is ${state.code}, so the file must be named ${state.code.toLowerCase()}.yaml`);
    else operating.push(state);
  }
  if (!federal || !page) return undefined;
  const seen = new Map<string, string>();
  const claim = (rule: { id: string }, file: string, at: Array<string | number>) => {
    const owner = seen.get(rule.id);
    if (owner && owner !== file) ctx.issues.add(displayName(ctx, file), at, `id ${rule.id} is already a rule of ${owner}: each rule needs its own`);
    else if (owner) ctx.issues.add(displayName(ctx, file), at, `id ${rule.id} is used twice in this file`);
    seen.set(rule.id, file);
  };
  federal.rules.forEach((rule, i) => claim(rule, 'compliance/federal.yaml', ['rules', i, 'id']));
  federal.notRequired.forEach((item, i) => claim(item, 'compliance/federal.yaml', ['notRequired', i, 'id']));
  for (const state of states) state.rules.forEach((rule: ComplianceRule, i) => claim(rule, `compliance/states/${state.code.toLowerCase()}.yaml`, ['rules', i, 'id']));
  for (const state of operating) state.rules.forEach((rule: ComplianceRule, i) => claim(rule, `compliance/operates/${state.code.toLowerCase()}.yaml`, ['rules', i, 'id']));
  return { federal, states, operating, page };
}
