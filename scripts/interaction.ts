// npm run interaction: an INP proxy on a slow phone. Chromium's headless shell at 390×844 (touch, mobile) with its CPU slowed 4×
// makes each of issue 36's four inputs with real input events, on a fresh page each time, both as soon as the control is on
// screen after the load event and once the page has settled, and times it two ways: the Event Timing duration of the input's
// interaction (what INP is made of) and the time from the input to the paint that shows its result. Exits non-zero when a
// median is over 200 ms or a result never came on screen.
// Usage: node --import tsx scripts/interaction.ts [--runs=5] [--only=slider] [--origin=http://host:port]; --only keeps the
// inputs whose name holds the text; without --origin it serves dist/ on
// INTERACTION_PORT (3412).
import type { ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { launchHeadlessShell, slowPhonePage } from './lib/phone-browser';
import { startProductionServer } from './lib/production-server';
import { runsOption } from './lib/runs-option';
import { interactions } from './interaction/interactions';
import { addProbe, measured, untilQuiet, type Measured } from './interaction/probe';
import { overBudget, summarize, table, type Moment, type Row } from './interaction/report';

const budgetMs = 200;
// Long enough for a result that waits on hydration, which takes seconds on this phone.
const resultWaitMs = 10_000;
// The page counts as settled after this long without a long task.
const quietMs = 1_000;

const runs = runsOption(5, 'inputs');
const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const only = option('only');
let origin = option('origin');
let server: ChildProcess | undefined;
if (!origin) ({ origin, child: server } = await startProductionServer(Number(process.env.INTERACTION_PORT ?? 3412), 'interaction-'));

const browser = await launchHeadlessShell();
const rows: Row[] = [];
try {
  for (const interaction of interactions.filter((candidate) => !only || candidate.name.includes(only))) {
    for (const moment of ['at load', 'when idle'] satisfies Moment[]) {
      const samples: Measured[] = [];
      for (let i = 0; i < runs; i++) {
        const { context, page } = await slowPhonePage(browser);
        await addProbe(page);
        const url = `${origin}${interaction.route}`;
        await page.goto(url, { waitUntil: 'load' });
        if (moment === 'when idle') await untilQuiet(page, quietMs);
        await interaction.perform(page);
        samples.push(await measured(page, url, resultWaitMs));
        await context.close();
      }
      rows.push(summarize(interaction.name, moment, samples));
      console.error(table(rows.slice(-1)).split('\n').at(-1));
    }
  }
} finally {
  await browser.close();
  server?.kill('SIGTERM');
}

const load1 = loadavg()[0]?.toFixed(2) ?? 'unknown';
console.log(`\n${new Date().toISOString().slice(0, 10)}, Chromium headless shell, 390×844 touch, CPU 4× slower, median of ${runs} inputs, load average ${load1}\n`);
console.log(table(rows));
const misses = overBudget(rows, budgetMs);
if (misses.length) {
  console.log(`\nOver ${budgetMs} ms:\n${misses.map((miss) => `- ${miss}`).join('\n')}`);
  process.exitCode = 1;
}
