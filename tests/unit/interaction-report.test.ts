import { overBudget, summarize, table } from '../../scripts/interaction/report';

describe("the interaction script's report", () => {
  const quick = summarize('menu', 'at load', [
    { eventMs: 40, resultMs: 48 },
    { eventMs: null, resultMs: 30 },
    { eventMs: 120, resultMs: 150 },
  ]);
  const slow = summarize('slider', 'when idle', [
    { eventMs: 250, resultMs: 260 },
    { eventMs: 230, resultMs: null },
    { eventMs: 90, resultMs: 300 },
  ]);

  it('takes each column’s median and worst, an interaction under the Event Timing threshold counting as the threshold', () => {
    expect(quick.event).toEqual({ median: 40, worst: 120 });
    expect(quick.result).toEqual({ median: 48, worst: 150 });
  });

  it('counts a result that never came on screen as the slowest, and says so in the table', () => {
    expect(slow.result).toEqual({ median: 300, worst: Infinity });
    expect(table([quick, slow]).split('\n').at(-1)).toBe('| slider | when idle | 230 | 250 | 300 | not shown |');
  });

  it('names only the rows whose median is over the budget, with the number that is', () => {
    expect(overBudget([quick, slow], 200)).toEqual(['slider (when idle): Event Timing 230 ms, result 300 ms, over 200 ms']);
    expect(overBudget([quick, slow], 400)).toEqual([]);
  });
});
