import { Router, type Request, type Response } from 'express';
import { calendarIcsPath, calendarJsonPath } from '../../../shared/tools/calendar-paths';
import type { CalendarInputs } from '../../../shared/tools/calendar-inputs';
import type { CachePolicy } from '../../http/cache-policy.server';
import { calendarIcs } from './calendar-ics.server';
import { readCalendarQuery, readFrom } from './calendar-query.server';
import { complianceDeadlines, notRequiredFor } from './deadlines.server';
import { withKnownState } from './calendar-inputs-check.server';
import { easternToday } from './today.server';

type Checked = { ok: true; inputs: CalendarInputs; from: string } | { ok: false; field: string; message: string };

/** The inputs of a JSON or .ics request, or the first field that is wrong. */
function checkedQuery(req: Request): Checked {
  const q = req.originalUrl.indexOf('?');
  const search = new URLSearchParams(q === -1 ? '' : req.originalUrl.slice(q + 1));
  const parsed = withKnownState(readCalendarQuery(search));
  if (!parsed.ok) return parsed;
  const from = readFrom(search, easternToday());
  if (from === null) return { ok: false, field: 'from', message: 'from must be a date written YYYY-MM-DD, from 1900-01-01 to 2099-12-31' };
  return { ok: true, inputs: parsed.inputs, from };
}

/**
 * The calendar's list as JSON and as an .ics file, from the query the page's
 * permalink uses (plus `from`, today by default). Both change only with a
 * deploy or the day, so the response cache keeps them as it keeps pages; a bad
 * field is a 400 naming it, never kept.
 */
export function complianceCalendarRoutes(cachePolicy: CachePolicy, site: { siteUrl: string; siteName: string }): Router {
  const router = Router();
  const refuse = (res: Response, checked: Extract<Checked, { ok: false }>, json: boolean) => {
    res.status(400).set('Cache-Control', cachePolicy('no-store', 400));
    if (json) res.json({ error: checked.message, field: checked.field });
    else res.type('text/plain').send(`${checked.field}: ${checked.message}\n`);
  };

  router.get(calendarJsonPath, (req, res) => {
    const checked = checkedQuery(req);
    if (!checked.ok) return refuse(res, checked, true);
    res.set('Cache-Control', cachePolicy('deployed', 200)).json({ deadlines: complianceDeadlines(checked.inputs, checked.from), notRequired: notRequiredFor(checked.inputs) });
  });

  router.get(calendarIcsPath, (req, res) => {
    const checked = checkedQuery(req);
    if (!checked.ok) return refuse(res, checked, false);
    res
      .set('Cache-Control', cachePolicy('deployed', 200))
      .set('Content-Disposition', 'attachment; filename="compliance-calendar.ics"')
      .type('text/calendar; charset=utf-8')
      .send(calendarIcs(complianceDeadlines(checked.inputs, checked.from), checked.inputs, checked.from, site));
  });

  return router;
}
