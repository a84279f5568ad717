import type { ComplianceContent } from '../../../shared/content/schemas/compliance';
import type { Facts } from './facts.server';

/** A fact or rule whose review day is near or past: where it is written, by its key, and the day. */
export interface ReviewFinding {
  /** As people name it: content/facts.yaml. */
  file: string;
  /** The fact's path, or the rule's or fee's place in its file. */
  key: string;
  reviewBy: string;
  overdue: boolean;
}

/** How long before its review day a figure is flagged: a month to confirm it before CI refuses it. */
export const reviewWarningDays = 30;

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Every dated figure the site states (content/facts.yaml, the compliance rules
 * and the states' formation fees) whose `reviewBy` is within
 * reviewWarningDays of `today`, or past it. A figure is overdue the day after
 * its review day: on the day itself it may still be confirmed.
 */
export function reviewFindings(content: { facts: Facts; compliance: ComplianceContent }, today: string, folder = 'content'): ReviewFinding[] {
  const horizon = addDays(today, reviewWarningDays);
  const findings: ReviewFinding[] = [];
  const check = (file: string, key: string, reviewBy: string) => {
    if (reviewBy <= horizon) findings.push({ file: `${folder}/${file}`, key, reviewBy, overdue: reviewBy < today });
  };
  for (const [key, fact] of content.facts) check('facts.yaml', key, fact.reviewBy);
  const { federal, states, operating } = content.compliance;
  for (const rule of federal.rules) check('compliance/federal.yaml', `rules.${rule.id}`, rule.reviewBy);
  for (const item of federal.notRequired) check('compliance/federal.yaml', `notRequired.${item.id}`, item.reviewBy);
  for (const state of states) {
    const file = `compliance/states/${state.code.toLowerCase()}.yaml`;
    for (const rule of state.rules) check(file, `rules.${rule.id}`, rule.reviewBy);
    for (const kind of ['llc', 'corporation'] as const) {
      const costs = state.formation[kind];
      check(file, `formation.${kind}.filingFee`, costs.filingFee.reviewBy);
      costs.firstYear.forEach((fee, i) => check(file, `formation.${kind}.firstYear[${i}]`, fee.reviewBy));
    }
  }
  for (const state of operating) {
    const file = `compliance/operates/${state.code.toLowerCase()}.yaml`;
    check(file, 'registration', state.registration.reviewBy);
    for (const rule of state.rules) check(file, `rules.${rule.id}`, rule.reviewBy);
  }
  return findings.sort((a, b) => (a.reviewBy === b.reviewBy ? a.key.localeCompare(b.key) : a.reviewBy < b.reviewBy ? -1 : 1));
}

export function formatFinding(finding: ReviewFinding): string {
  return finding.overdue
    ? `${finding.file}: ${finding.key}: its review day ${finding.reviewBy} has passed; confirm it against its source, then set asOf and a new reviewBy`
    : `${finding.file}: ${finding.key}: to be confirmed by ${finding.reviewBy}`;
}
