import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { openMessageStore } from '../../server/storage/message-store.server';
import { runInbox } from '../support/run-inbox';

async function dataDirWith(fill: (store: ReturnType<typeof openMessageStore>) => Promise<void>): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'inbox-'));
  const store = openMessageStore({ dataDir, deliver: false, logger: pino({ level: 'silent' }) });
  await fill(store);
  await store.close();
  return dataDir;
}

describe('npm run inbox', () => {
  it('lists stored messages and queries, newest first, with their delivery state', async () => {
    const dataDir = await dataDirWith(async (store) => {
      await store.addContact({ name: 'First Person', email: 'first@example.com', phone: '+1 555 0100', comment: 'Older message' });
      await new Promise((resolve) => setTimeout(resolve, 5));
      await store.addQuery({ email: 'second@example.com', category: 'Other', subject: 'Newer query', description: 'Newest' });
    });
    const out = runInbox({ DATA_DIR: dataDir });
    expect(out.indexOf('Newer query')).toBeGreaterThan(-1);
    expect(out.indexOf('Newer query')).toBeLessThan(out.indexOf('First Person'));
    expect(out).toContain('not-configured');
  });

  it('prints what visitors typed with its control characters made visible, so a message cannot forge entries or drive the terminal', async () => {
    const forged = 'hello\r#999  2026-01-01T00:00:00.000Z  contact  sent';
    const dataDir = await dataDirWith(async (store) => {
      await store.addContact({ name: 'Eve\u001b]0;pwned\u0007', email: 'eve@example.com', phone: '\u001b[2J\u001b[H', comment: forged });
      await store.addQuery({ email: 'mallory@example.com', category: 'Other', subject: 'Invoice \u202egnp.exe', description: 'C1 \u009b31m red' });
    });
    const out = runInbox({ DATA_DIR: dataDir });
    // Nothing reaches the terminal that it would act on: no ESC, CR, BEL, C1 or bidi control.
    expect(out).not.toMatch(/(?!\n)[\p{Cc}\u202a-\u202e\u2066-\u2069]/u);
    expect(out).toContain('Eve\\x1b]0;pwned\\x07');
    expect(out).toContain('\\x1b[2J\\x1b[H');
    expect(out).toContain('hello\\r#999');
    expect(out).toContain('Invoice \\u202egnp.exe');
    expect(out).toContain('C1 \\x9b31m red');
    // Each entry still starts its own line; the forged one does not.
    expect(out.match(/^#\d+ /gm)).toHaveLength(2);
  });

  it('prints one JSON object per line with --json, the text exactly as stored', async () => {
    const dataDir = await dataDirWith(async (store) => {
      await store.addContact({ name: 'Line\nBreak', email: 'a@example.com', phone: '1', comment: 'first' }, 'key-1');
      await store.addContact({ name: 'Second', email: 'b@example.com', phone: '2', comment: 'second \u001b[31m' });
    });
    const lines = runInbox({ DATA_DIR: dataDir }, ['--json', '--limit=10']).trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    const rows = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(rows.map((r) => r.body).sort()).toEqual(['first', 'second \u001b[31m']);
    expect(rows.find((r) => r.body === 'first')).toMatchObject({ name: 'Line\nBreak', kind: 'contact', delivery_state: 'not-configured' });
  });
});
