import { figures } from '../../shared/content/generated/franchise-tax';
import { estimateFranchiseTax, type FranchiseTaxEstimate } from '../../shared/tools/franchise-tax/estimate';
import { problemMessage } from '../../shared/tools/franchise-tax/problem-message';
import { parseFranchiseTaxQuery, type FranchiseTaxField } from '../../shared/tools/franchise-tax/query';
import { rulesFrom } from '../../shared/tools/franchise-tax/rules';

/** Delaware's figures as the estimate reads them, from the content compiled into this build. */
const rules = rulesFrom(figures.items);

export type FranchiseTaxAnswer = { kind: 'empty' } | { kind: 'ok'; estimate: FranchiseTaxEstimate } | { kind: 'bad'; field: FranchiseTaxField; row?: number; message: string };

/** A query string's estimate, or what is wrong with it: the page's loader and the JSON API both answer from this. */
export function franchiseTaxAnswer(search: URLSearchParams): FranchiseTaxAnswer {
  const parsed = parseFranchiseTaxQuery(search);
  if (parsed.kind === 'empty') return parsed;
  if (parsed.kind === 'bad') return { kind: 'bad', field: parsed.field, row: parsed.row, message: problemMessage(parsed) };
  return { kind: 'ok', estimate: estimateFranchiseTax(parsed.input, rules) };
}
