import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { postgresBinDir } from '../../scripts/lib/throwaway-postgres';

const psqlBinary = path.join(postgresBinDir, 'psql');

/**
 * The rows of one query, read with PostgreSQL's own client rather than the
 * site's driver, so a test sees what is in the database, not what the code under test reports.
 */
export function queryRows<Row>(url: string, sql: string): Row[] {
  const result = spawnSync(psqlBinary, [url, '--no-psqlrc', '--tuples-only', '--no-align', '-v', 'ON_ERROR_STOP=1', '-c', `WITH q AS (${sql}) SELECT coalesce(json_agg(q), '[]') FROM q`], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`psql failed (${String(result.status ?? result.signal)}): ${result.stderr}`);
  return JSON.parse(result.stdout) as Row[];
}
