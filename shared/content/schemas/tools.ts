import { z } from 'zod';
import { bylineRef } from './people';
import { servicePaths, toolPaths } from '../../site-paths';
import type { SourceKind } from './changes';
import type { FactUnit } from './facts';
import { iconName, pageMeta, template, text } from './common';

/** content/tools.yaml: the /tools hub, each tool's card, and the panel pointing to the hub from the home page and the Help Center. */
export const toolsContent = z.strictObject({
  meta: pageMeta,
  heading: text,
  lede: text,
  /** Who reviewed the tools' rules and figures, and when: the hub's byline. */
  byline: bylineRef,
  /** Every tool once, in the order the hub lists them; each path a page of shared/route-table.ts under /tools/. */
  tools: z
    .array(
      z.strictObject({
        title: text,
        description: text,
        path: z.string().refine((path) => toolPaths.includes(path), `must be a tool's page in shared/route-table.ts (${toolPaths.join(', ')})`),
        icon: iconName,
        linkText: text,
      }),
    )
    .min(1)
    .refine((tools) => new Set(tools.map((t) => t.path)).size === tools.length, 'lists a tool twice'),
  panel: z.strictObject({ heading: text, text, link: text }),
  /** The heading of the block that offers tools on an article, a post or a service page (their front matter's or file's `tools`). */
  related: z.strictObject({ one: text, many: text }),
  /** Under every tool result: when its figures were last confirmed, and the link that reports an error in it. */
  verified: template('date'),
  report: text,
  /** Said beside a source confirmed only from a secondary copy. */
  secondary: text,
  /** The line every tool page shows under its heading (ToolDisclaimer): an estimate, not advice. */
  disclaimer: text,
});

export type ToolsContent = z.output<typeof toolsContent>;

/**
 * The Delaware figures the franchise-tax estimator computes with, each a fact
 * of content/facts.yaml named by its path, and the unit it must have. The page
 * shows each with its value, as-of date and source.
 */
export const franchiseTaxFigureUnits = {
  authorizedSharesMinimumShares: 'number',
  authorizedSharesMinimumTax: 'usd',
  authorizedSharesTierShares: 'number',
  authorizedSharesTierTax: 'usd',
  authorizedSharesPerTier: 'usd',
  authorizedSharesMaximumTax: 'usd',
  assumedParRatePerUnit: 'usd',
  assumedParCapitalUnit: 'usd',
  assumedParMinimumTax: 'usd',
  assumedParMaximumTax: 'usd',
  noParValuePerShare: 'usd',
  noParMinimumCapital: 'usd',
  noParMinimumTax: 'usd',
  noParTierCapital: 'usd',
  noParTierTax: 'usd',
  noParPerTier: 'usd',
  largeCorporateFilerTax: 'usd',
  annualReportFee: 'usd',
  dueDate: 'text',
  latePenalty: 'usd',
  lateInterest: 'percent',
} as const satisfies Record<string, FactUnit>;

export type FranchiseTaxFigureRole = keyof typeof franchiseTaxFigureUnits;

const figureRef = z.strictObject({
  /** The fact's path in content/facts.yaml: delaware.corporation.annualReportFee. */
  fact: z.string().regex(/^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)*$/, 'must be the path of a fact in content/facts.yaml'),
  /** What the figure is, as the page's table of figures names it. */
  label: text,
});

const plural = (...slots: string[]) => z.strictObject({ one: template(...slots), many: template(...slots) });

/** content/tools/delaware-franchise-tax.yaml as written: the page's words, and its figures by fact path. */
export const franchiseTaxSource = z.strictObject({
  meta: pageMeta,
  heading: text,
  lede: text,
  /** Who reviewed the estimator's rules and figures, and when. */
  byline: bylineRef,
  form: z.strictObject({
    heading: text,
    classes: z.strictObject({ legend: text, hint: text, row: template('number'), authorized: text, par: text, parHint: text }),
    issued: text,
    issuedHint: text,
    assets: text,
    assetsHint: text,
    filed: text,
    filedHint: template('due'),
    large: text,
    largeHint: text,
    submit: text,
    errorHeading: text,
  }),
  /** What the page and the API say of a value they cannot use, by the query parameter it came in. */
  errors: z.strictObject({
    authorized: template('max'),
    par: template('max', 'decimals'),
    class: template('count'),
    issued: text,
    assets: template('max'),
    filed: template('first', 'last'),
    large: text,
    repeated: template('field'),
  }),
  result: z.strictObject({
    heading: text,
    lower: template('method'),
    tie: text,
    largeFiler: template('amount'),
    summaryCaption: text,
    taxLine: template('method'),
    largeFilerLine: text,
    annualReportFee: text,
    penalty: text,
    interest: text,
    total: text,
  }),
  /** What to do with the estimate: the due date, where to file, the notice's larger figure and how to pay the lower one, the firm's offer. */
  next: z.strictObject({
    heading: text,
    due: template('amount', 'due'),
    how: text,
    fileLink: text,
    fileHref: z.url({ protocol: /^https$/, error: 'must be an https address' }),
    notice: template('authorizedTax', 'issued', 'assets', 'lower'),
    noticeNeeds: template('authorizedTax'),
    offer: text,
    offerLink: text,
  }),
  methods: z.strictObject({ authorizedShares: text, assumedPar: text }),
  authorizedShares: z.strictObject({
    total: template('shares'),
    minimum: template('minimumShares', 'tax'),
    tier: template('minimumShares', 'tierShares', 'tax'),
    steps: template('tierTax', 'tierShares', 'perTier', 'steps', 'added', 'computed'),
    maximum: template('tax'),
  }),
  assumedPar: z.strictObject({
    needs: text,
    assumedPar: template('assets', 'issued', 'assumedPar'),
    classesCaption: text,
    columns: z.strictObject({ class: text, authorized: text, par: text, basis: text, value: text }),
    atPar: text,
    atAssumedPar: text,
    noParBasis: text,
    capital: template('capital'),
    rounded: template('rounded', 'units', 'rate', 'computed'),
    prorated: template('unit', 'rate', 'capital', 'tax'),
    noPar: template('shares', 'value', 'capital', 'tax'),
    sum: template('parTax', 'noParTax', 'computed'),
    minimum: template('tax'),
    maximum: template('tax'),
  }),
  late: z.strictObject({
    heading: text,
    onTime: template('filed', 'due'),
    months: plural('filed', 'months', 'due'),
    penalty: template('penalty'),
    interest: template('rate', 'months', 'tax', 'penalty', 'interest'),
  }),
  figures: z.strictObject({
    heading: text,
    lede: text,
    asOf: text,
    source: text,
    items: z.strictObject(Object.fromEntries(Object.keys(franchiseTaxFigureUnits).map((role) => [role, figureRef])) as Record<FranchiseTaxFigureRole, typeof figureRef>),
  }),
  /** The firm's offer beside the estimate: its service that files the report, and the contact page. */
  help: z.strictObject({
    heading: text,
    text,
    service: text,
    servicePath: z.enum(servicePaths, { error: `must be a service page: ${servicePaths.join(', ')}` }),
    contact: text,
  }),
});

export type FranchiseTaxSource = z.output<typeof franchiseTaxSource>;

/** A figure with its fact filled in: what the page shows and the estimate computes with. */
export interface ResolvedFigure {
  label: string;
  fact: string;
  value: number | string;
  unit: FactUnit;
  /** As copy writes it: "$175", "1.5%", "March 1". */
  display: string;
  asOf: string;
  source: string;
  sourceKind: SourceKind;
}

/** The page's content as pages import it: the figures resolved. */
export type FranchiseTaxContent = Omit<FranchiseTaxSource, 'figures'> & {
  figures: Omit<FranchiseTaxSource['figures'], 'items'> & { items: Record<FranchiseTaxFigureRole, ResolvedFigure> };
};
