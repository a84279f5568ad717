import { spawnServer } from '../support/spawn-server';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

describe('durability of stored messages', () => {
  it('keeps every acknowledged message when the server is killed with SIGKILL mid-burst', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'durability-'));
    const { child, port, exited } = await spawnServer({ DATA_DIR: dataDir, FORM_RATE_LIMIT: '100000' });
    const acknowledged: string[] = [];
    let sent = 0;
    let reachedTarget: () => void = () => {};
    const killPoint = new Promise<void>((resolve) => (reachedTarget = resolve));
    const burst = Array.from({ length: 8 }, async (_, worker) => {
      for (let i = 0; i < 400; i++) {
        const marker = `w${worker}-m${i}`;
        sent++;
        try {
          const res = await fetch(`http://127.0.0.1:${port}/api/contact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ name: 'Load Test', email: 'load@example.com', phone: '+1 555 0100', comment: marker }),
          });
          const body = (await res.json()) as { success?: boolean };
          if (res.status === 200 && body.success === true) acknowledged.push(marker);
          if (acknowledged.length >= 60) reachedTarget();
        } catch {
          return;
        }
      }
    });
    // Kill in the middle of the burst: after enough acknowledgements, with many requests still in flight.
    await killPoint;
    child.kill('SIGKILL');
    await Promise.all(burst);
    await exited;

    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
    expect(sent).toBeGreaterThan(acknowledged.length);
    const db = new Database(path.join(dataDir, 'site.db'));
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const stored = new Set(db.prepare('SELECT body FROM submissions').pluck().all() as string[]);
    db.close();
    const lost = acknowledged.filter((m) => !stored.has(m));
    expect(lost).toEqual([]);
  }, 30_000);
});
