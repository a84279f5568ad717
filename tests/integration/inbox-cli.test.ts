import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openSubmissionStore } from '../../server/storage/submissions.server';

describe('npm run inbox', () => {
  it('lists stored messages and queries, newest first, with their delivery state', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'inbox-'));
    const store = openSubmissionStore(dataDir, { deliver: false });
    await store.addContact({ name: 'First Person', email: 'first@example.com', phone: '+1 555 0100', comment: 'Older message' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await store.addQuery({ email: 'second@example.com', category: 'Other', subject: 'Newer query', description: 'Newest' });
    store.close();
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/inbox.ts'], { env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' }, encoding: 'utf8' });
    expect(out.indexOf('Newer query')).toBeGreaterThan(-1);
    expect(out.indexOf('Newer query')).toBeLessThan(out.indexOf('First Person'));
    expect(out).toContain('not-configured');
  });
});
