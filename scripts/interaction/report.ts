// The interaction script's numbers: each input's medians and worst cases, as a Markdown table, and the ones over budget.
import { median } from '../lib/median';
import type { Measured } from './probe';

/** When the visitor makes the input: as soon as the control is on screen after the load event, or once the page has settled. */
export type Moment = 'at load' | 'when idle';

export interface Row {
  interaction: string;
  moment: Moment;
  /** Event Timing durations, ms; 16 stands for an interaction under the API's 16 ms threshold, which reports none. */
  event: { median: number; worst: number };
  /** Input to the paint of its result, ms; Infinity for a result that never came on screen. */
  result: { median: number; worst: number };
}

const eventThresholdMs = 16;

const spread = (values: number[]) => ({ median: median(values), worst: Math.max(...values) });

export function summarize(interaction: string, moment: Moment, samples: Measured[]): Row {
  return {
    interaction,
    moment,
    event: spread(samples.map((sample) => sample.eventMs ?? eventThresholdMs)),
    result: spread(samples.map((sample) => sample.resultMs ?? Infinity)),
  };
}

const ms = (value: number) => (value === Infinity ? 'not shown' : value <= eventThresholdMs ? `≤ ${eventThresholdMs}` : String(Math.round(value)));

export function table(rows: Row[]): string {
  return [
    '| interaction | when | Event Timing median ms | worst ms | input to result painted, median ms | worst ms |',
    '|---|---|---:|---:|---:|---:|',
    ...rows.map((row) => `| ${row.interaction} | ${row.moment} | ${ms(row.event.median)} | ${ms(row.event.worst)} | ${ms(row.result.median)} | ${ms(row.result.worst)} |`),
  ].join('\n');
}

/** Each row whose median Event Timing duration or median time to its result's paint is over the budget, said in words. */
export function overBudget(rows: Row[], budgetMs: number): string[] {
  return rows.flatMap((row) => {
    const late = [
      row.event.median > budgetMs ? `Event Timing ${ms(row.event.median)} ms` : '',
      row.result.median > budgetMs ? `result ${ms(row.result.median)}${row.result.median === Infinity ? '' : ' ms'}` : '',
    ].filter(Boolean);
    return late.length ? [`${row.interaction} (${row.moment}): ${late.join(', ')}, over ${budgetMs} ms`] : [];
  });
}
