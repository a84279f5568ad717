/** What the pricing page says of Delaware's franchise tax beside its corporation table (venture-franchise-tax.server.ts). */
export interface VentureFranchiseTax {
  state: string;
  /** The most authorized shares the table's (least) franchise tax holds for. */
  minimumShares: string;
  shares: string;
  /** The least the venture-style corporation owes, by the lower method. */
  tax: number;
  /** What that adds to the table's first-year total. */
  difference: number;
}
