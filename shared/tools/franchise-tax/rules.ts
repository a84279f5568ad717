import type { FranchiseTaxFigureRole, ResolvedFigure } from '../../content/schemas/tools';
import type { FranchiseTaxRules } from './estimate';
import { capture } from '../../text/capture';

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "March 1" → { month: 3, day: 1 }; undefined for anything else. */
export function parseMonthDay(text: string): { month: number; day: number } | undefined {
  const match = /^([A-Z][a-z]+) (\d{1,2})$/.exec(text);
  const month = match ? months.indexOf(capture(match, 1)) + 1 : 0;
  const day = match ? Number(match[2]) : 0;
  return month > 0 && day >= 1 && day <= 28 ? { month, day } : undefined;
}

/** The estimate's rules from the page's resolved figures (the content compiler has checked each fact's unit and the due date's form). */
export function rulesFrom(items: Record<FranchiseTaxFigureRole, ResolvedFigure>): FranchiseTaxRules {
  const n = (role: FranchiseTaxFigureRole) => items[role].value as number;
  const due = parseMonthDay(String(items.dueDate.value));
  if (!due) throw new Error(`the franchise tax due date "${String(items.dueDate.value)}" is not a month and day`);
  return {
    authorizedShares: {
      minimumShares: n('authorizedSharesMinimumShares'),
      minimumTax: n('authorizedSharesMinimumTax'),
      tierShares: n('authorizedSharesTierShares'),
      tierTax: n('authorizedSharesTierTax'),
      perTier: n('authorizedSharesPerTier'),
      maximumTax: n('authorizedSharesMaximumTax'),
    },
    assumedPar: {
      ratePerUnit: n('assumedParRatePerUnit'),
      capitalUnit: n('assumedParCapitalUnit'),
      minimumTax: n('assumedParMinimumTax'),
      maximumTax: n('assumedParMaximumTax'),
    },
    noPar: {
      valuePerShare: n('noParValuePerShare'),
      minimumCapital: n('noParMinimumCapital'),
      minimumTax: n('noParMinimumTax'),
      tierCapital: n('noParTierCapital'),
      tierTax: n('noParTierTax'),
      perTier: n('noParPerTier'),
    },
    largeCorporateFilerTax: n('largeCorporateFilerTax'),
    annualReportFee: n('annualReportFee'),
    latePenalty: n('latePenalty'),
    monthlyInterestPercent: n('lateInterest'),
    due,
  };
}
