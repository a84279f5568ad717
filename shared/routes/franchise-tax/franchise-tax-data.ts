import type { FranchiseTaxEstimate } from '../../tools/franchise-tax/estimate';
import type { FranchiseTaxField } from '../../tools/franchise-tax/query';
import type { Byline } from '../../people/byline';

/** What the estimator's loader gives its page (page.server.ts). */
export interface FranchiseTaxData {
  /** The classes' rows as entered (the form shows them again), empty rows left out. */
  rows: Array<{ authorized: string; par: string }>;
  issued: string;
  assets: string;
  filed: string;
  large: boolean;
  /** The first value the estimate cannot use, and for a class its row. */
  problem: { field: FranchiseTaxField; row: number | null; message: string } | null;
  /** Null until a complete query is given, or when it has a problem. */
  estimate: FranchiseTaxEstimate | null;
  /** The estimate's own link (path and canonical query), which "Report an error" sends with the request; null without an estimate. */
  resultPath: string | null;
  /** YYYY-MM-DD: the next day the report and tax are due (the calendar's date for it); null without an estimate. */
  due: string | null;
  /** Who reviewed the estimator's rules and figures, if this site may show them (decision 0045). */
  byline: Byline | null;
}
