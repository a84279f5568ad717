import { data } from 'react-router';
import type { FranchiseTaxData } from './franchise-tax-data';
import { maxInputLength } from '../../tools/franchise-tax/decimal';
import { classRowsOf, franchiseTaxParams, parseFranchiseTaxQuery } from '../../tools/franchise-tax/query';
import { problemMessage } from '../../tools/franchise-tax/problem-message';
import { paths } from '../../site-paths';
import { franchiseTaxAnswer } from '../../../server/tools/franchise-tax.server';
import { nextFranchiseTaxDue } from '../../../server/tools/franchise-tax-due.server';
import { easternToday } from '../../../server/tools/compliance/today.server';
import { firmContext, type LoaderArgs } from '../../../server/ssr/route-context.server';
import { byline } from '../../content/generated/franchise-tax';
import type { WholeQuery } from '../../../server/ssr/page-query.server';

/**
 * The estimator's inputs, read together (a class is an authorized count and a
 * par value), in the one spelling parseFranchiseTaxQuery writes. The tool's
 * API (/api/franchise-tax) reads the same query (server/http/tool-queries.server.ts).
 */
export const query: WholeQuery = {
  params: franchiseTaxParams,
  canonical: (pairs) => {
    const parsed = parseFranchiseTaxQuery(pairs);
    if (parsed.kind === 'bad') return { field: parsed.field, message: problemMessage(parsed) };
    return { query: parsed.kind === 'ok' ? parsed.canonical : '' };
  },
};

/**
 * /tools/delaware-franchise-tax?…: the form with what was entered and, for a
 * complete query, the estimate worked out, so the page is whole without
 * JavaScript and its URL is a permalink. The canonical-URL layer has already
 * put a valid query in its one spelling; a value the estimate cannot use is
 * shown beside its field with a 400, which no cache keeps.
 */
export function loader({ request, context }: LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const answer = franchiseTaxAnswer(search);
  const value = (name: string) => (search.get(name) ?? '').trim().slice(0, maxInputLength);
  const page: FranchiseTaxData = {
    rows: classRowsOf(search),
    issued: value('issued'),
    assets: value('assets'),
    filed: value('filed'),
    large: search.get('large') === '1',
    problem: answer.kind === 'bad' ? { field: answer.field, row: answer.row ?? null, message: answer.message } : null,
    estimate: answer.kind === 'ok' ? answer.estimate : null,
    resultPath: null,
    due: answer.kind === 'ok' ? nextFranchiseTaxDue(easternToday()) : null,
    byline: context.get(firmContext).byline(byline),
  };
  if (answer.kind === 'ok') {
    const parsed = parseFranchiseTaxQuery(search);
    if (parsed.kind === 'ok') page.resultPath = `${paths.franchiseTax}?${parsed.canonical}`;
  }
  return answer.kind === 'bad' ? data(page, { status: 400 }) : page;
}
