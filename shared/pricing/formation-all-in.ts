import type { StateFee, StateRules } from '../content/types';

/**
 * The formation plan's all-in first-year price in a state: the firm's fee, the
 * state's filing fee and the state fees of the company's first year. The state
 * figures are the compliance calendar's own (content/compliance/states/*.yaml),
 * so the price and the calendar cannot disagree.
 */

export const entityKinds = ['llc', 'corporation'] as const;
export type EntityKind = (typeof entityKinds)[number];

/** What the pricing page is given of each state: its formation costs, without the calendar's rules. */
export type StateFormation = Pick<StateRules, 'code' | 'name' | 'formation'>;

export interface AllInPrice {
  /** The state's fees in the order they are paid: the filing fee first. */
  stateFees: StateFee[];
  total: number;
}

export function allInFirstYear(firmFee: number, state: StateFormation, kind: EntityKind): AllInPrice {
  const costs = state.formation[kind];
  const stateFees = [costs.filingFee, ...costs.firstYear];
  return { stateFees, total: stateFees.reduce((sum, fee) => sum + fee.amount, firmFee) };
}
