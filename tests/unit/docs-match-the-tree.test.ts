import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

// The documents that describe the code as it is now. Decision records and measurements also tell what was replaced, so they may name files that are gone.
const currentDocs = ['README.md', 'docs/architecture.md', 'docs/reference.md', 'docs/deployment.md'].filter((file) => existsSync(path.join(root, file)));

/** Every `server/…`, `shared/…` (and the other top folders) a document names in backticks, without globs or placeholders. */
function namedFiles(text: string): string[] {
  const named = [...text.matchAll(/`((?:server|shared|client|scripts|tests|content|docs|deploy)\/[\w./-]+)`/g)].map((match) => match[1] ?? '');
  return named.filter((file) => file !== '' && !file.endsWith('/.'));
}

describe('the documents name files that exist', () => {
  it.each(currentDocs)('%s', (doc) => {
    const named = namedFiles(read(doc));
    expect(named.length).toBeGreaterThan(0);
    const missing = named.filter((file) => !existsSync(path.join(root, file.replace(/\/$/, ''))));
    expect(missing).toEqual([]);
  });
});

describe('decision records', () => {
  const dir = 'docs/decisions';
  const records = readdirSync(path.join(root, dir)).filter((file) => /^\d{4}-.+\.md$/.test(file));

  it.each(records)('%s has its number, the day it was first recorded and a status', (file) => {
    const lines = read(`${dir}/${file}`).split('\n');
    expect(lines[0]).toMatch(new RegExp(`^# ${file.slice(0, 4)}\\. \\S`));
    expect(lines).toContainEqual(expect.stringMatching(/^First recorded: \d{4}-\d{2}-\d{2}/));
    expect(lines).toContainEqual(expect.stringMatching(/^Status: (Accepted|Superseded by \[\d{4}\])/));
  });

  it('the index lists every record', () => {
    const index = read(`${dir}/README.md`);
    expect(records.filter((file) => !index.includes(`](${file})`))).toEqual([]);
  });
});
