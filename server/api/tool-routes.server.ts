import { Router } from 'express';
import { paths } from '../../shared/site-paths';
import type { FranchiseTaxEstimate } from '../../shared/tools/franchise-tax/estimate';
import type { CachePolicy } from '../http/cache-policy.server';
import { problemMessage } from '../../shared/tools/franchise-tax/problem-message';
import { franchiseTaxAnswer } from '../tools/franchise-tax.server';

/** The estimate as the API answers it: US dollars (cents only where a prorated tax or interest has them), the work left to the page. */
export function franchiseTaxJson(estimate: FranchiseTaxEstimate) {
  return {
    authorizedSharesMethod: estimate.authorizedShares.tax,
    assumedParValueCapitalMethod: estimate.assumedPar?.tax ?? null,
    method: estimate.method,
    ...(estimate.largeCorporateFiler ? { largeCorporateFiler: true } : {}),
    tax: estimate.tax,
    annualReportFee: estimate.annualReportFee,
    ...(estimate.late ? { dueDate: estimate.late.dueDate, monthsLate: estimate.late.monthsLate, penalty: estimate.late.penalty, interest: estimate.late.interest } : {}),
    total: estimate.total,
  };
}

/**
 * GET /api/tools/delaware-franchise-tax?authorized=N&par=P&issued=N&assets=D (or
 * class=N:P repeated; filed=YYYY-MM-DD, large=1): the page's estimate as JSON,
 * from the same query reader and the same calculation. The canonical-URL layer
 * in front has put the query in its one spelling (a 301) or refused a bad
 * value (a 400 naming it) before the cache, so only canonical queries reach
 * here; this answers a bad one the same way for a request that comes round it.
 */
export function toolRoutes(cachePolicy: CachePolicy): Router {
  const router = Router();
  router.get(paths.franchiseTax, (req, res) => {
    const query = req.originalUrl.indexOf('?');
    const answer = franchiseTaxAnswer(new URLSearchParams(query === -1 ? '' : req.originalUrl.slice(query + 1)));
    if (answer.kind === 'ok') {
      res.set('Cache-Control', cachePolicy('deployed', 200)).json(franchiseTaxJson(answer.estimate));
      return;
    }
    const field = answer.kind === 'bad' ? answer.field : 'authorized';
    const message = answer.kind === 'bad' ? answer.message : problemMessage({ field });
    res.status(400).set('Cache-Control', 'no-store').json({ error: message, field });
  });
  return router;
}
