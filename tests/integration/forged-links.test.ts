import request from 'supertest';
import { createLogger } from '../../server/logger.server';
import { reminderLinks } from '../../server/reminders/reminder-links.server';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * A forged signed link is the client's error, however it is spelt: 400, the
 * page that says the link does not work, and no error line (each had carried
 * a 2 KB stack trace, so a client could fill the disk with them).
 */
describe('forged signed links', () => {
  const lines: Array<{ level: number; msg: string }> = [];
  let t: TestApp;
  beforeEach(async () => {
    lines.length = 0;
    const logger = createLogger({ logLevel: 'info', env: 'production' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    t = await createTestApp({}, { logger });
  });
  afterEach(() => t.close());

  // As many characters as a real signature (43), each two bytes in UTF-8: timingSafeEqual threw on the lengths.
  const multibyte = encodeURIComponent('é'.repeat(43));
  const links = [
    ['confirmation', `/tools/reminders/confirm?r=1&e=${Date.now() + 86_400_000}&s=${multibyte}`],
    ['unsubscribe', `/tools/reminders/unsubscribe?r=1&s=${multibyte}`],
  ];

  it.each(links)('answers 400 to an %s link with 43 multibyte characters in s=, its page and its button, with no error line', async (_kind, link) => {
    const page = await request(t.app).get(link);
    const button = await request(t.app).post(link).type('form').send('List-Unsubscribe=One-Click');
    for (const answer of [page, button]) expect([answer.status, answer.text.includes('This link ')]).toEqual([400, true]);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('compares signatures on bytes, lengths first, whatever the characters', () => {
    const links = reminderLinks('https://www.example.com', 'secret');
    const real = new URL(links.unsubscribeUrl(7)).searchParams.get('s')!;
    for (const s of ['é'.repeat(43), `${real.slice(0, 42)}é`, '𝒜'.repeat(22), real.slice(0, 42), `${real}A`, '']) {
      expect(links.checkUnsubscribe({ r: '7', s })).toEqual({ ok: false });
      expect(links.checkConfirm({ r: '7', e: String(Date.now() + 60_000), s }, new Date())).toEqual({ ok: false });
    }
    expect(links.checkUnsubscribe({ r: '7', s: real })).toEqual({ ok: true, signupId: 7, expiresAt: '' });
  });
});
