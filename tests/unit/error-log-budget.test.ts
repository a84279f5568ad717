import { createLogger } from '../../server/logger.server';

/** A logger as the server makes it, writing its JSON lines to an array. */
function recordingLogger() {
  const lines: Array<{ level: number; msg: string; suppressed?: number; err?: { stack?: string } }> = [];
  const logger = createLogger({ logLevel: 'info', env: 'production' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

/**
 * Error lines carry a stack trace each (about 2 KB): a client that can cause
 * an error on every request could fill the disk. The server's logger writes
 * at most 20 of them a minute, then one line counting the rest.
 */
describe('the error-line budget', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('writes a bounded number of lines for a burst of 1,000 errors, then one line saying how many it left out', () => {
    const { logger, lines } = recordingLogger();
    for (let i = 0; i < 1_000; i++) logger.child({ requestId: String(i) }).error({ err: new Error(`boom ${i}`) }, 'request failed');
    expect(lines).toHaveLength(20);
    expect(lines.every((line) => line.level === 50 && line.err?.stack?.includes('boom'))).toBe(true);
    jest.advanceTimersByTime(60_000);
    expect(lines).toHaveLength(21);
    expect(lines[20]).toMatchObject({ level: 50, suppressed: 980, msg: expect.stringMatching(/^suppressed 980 errors/) });
    // A new minute has its own budget, and nothing is left over to report.
    logger.error({ err: new Error('later') }, 'request failed');
    jest.advanceTimersByTime(120_000);
    expect(lines.slice(21).map((line) => line.msg)).toEqual(['request failed']);
  });

  it('reports what it left out before the first line of the next minute, and never holds back other levels', () => {
    const { logger, lines } = recordingLogger();
    for (let i = 0; i < 25; i++) logger.error('request failed');
    for (let i = 0; i < 100; i++) logger.info('access');
    logger.fatal('stopping');
    expect(lines.filter((line) => line.level === 30)).toHaveLength(100);
    expect(lines.at(-1)).toMatchObject({ level: 60, msg: 'stopping' });
    jest.setSystemTime(Date.now() + 60_000);
    logger.error('again');
    expect(lines.slice(-2).map((line) => line.msg)).toEqual([expect.stringMatching(/^suppressed 5 errors/), 'again']);
  });
});
