import { Router, type Request, type Response } from 'express';
import { calendarCsvPath, calendarIcsPath, calendarJsonPath } from '../../../shared/tools/calendar-paths';
import type { CachePolicy } from '../../http/cache-policy.server';
import { calendarAnswer, type CalendarAnswer } from './calendar-answer.server';
import { calendarCsv } from './calendar-csv.server';
import { calendarIcs } from './calendar-ics.server';
import { readFrom } from './calendar-query.server';
import { easternToday } from './today.server';

type Checked = { ok: true; answer: CalendarAnswer; from: string } | { ok: false; field: string; message: string };

/** The calendar of a JSON, .ics or CSV request, or the first field that is wrong. */
function checkedQuery(req: Request): Checked {
  const q = req.originalUrl.indexOf('?');
  const search = new URLSearchParams(q === -1 ? '' : req.originalUrl.slice(q + 1));
  const from = readFrom(search, easternToday());
  const answered = calendarAnswer(search, from ?? easternToday());
  if (!answered.ok) return answered;
  if (from === null) return { ok: false, field: 'from', message: 'from must be a date written YYYY-MM-DD, from 1900-01-01 to 2099-12-31' };
  return { ok: true, answer: answered.answer, from };
}

/**
 * The calendar's list as JSON, as an .ics file and as CSV, from the query the
 * page's permalink uses (plus `from`, today by default). They change only
 * with a deploy or the day, so the response cache keeps them as it keeps
 * pages; a bad field is a 400 naming it, never kept.
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
    const { overdue, deadlines, notRequired } = checked.answer;
    res.set('Cache-Control', cachePolicy('deployed', 200)).json({ overdue, deadlines, notRequired });
  });

  router.get(calendarIcsPath, (req, res) => {
    const checked = checkedQuery(req);
    if (!checked.ok) return refuse(res, checked, false);
    res
      .set('Cache-Control', cachePolicy('deployed', 200))
      .set('Content-Disposition', 'attachment; filename="compliance-calendar.ics"')
      .type('text/calendar; charset=utf-8')
      .send(calendarIcs(checked.answer.deadlines, checked.answer.inputs, checked.from, site));
  });

  router.get(calendarCsvPath, (req, res) => {
    const checked = checkedQuery(req);
    if (!checked.ok) return refuse(res, checked, false);
    res
      .set('Cache-Control', cachePolicy('deployed', 200))
      .set('Content-Disposition', 'attachment; filename="compliance-calendar.csv"')
      .type('text/csv; charset=utf-8; header=present')
      .send(calendarCsv([...checked.answer.overdue, ...checked.answer.deadlines]));
  });

  return router;
}
