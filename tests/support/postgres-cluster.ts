import pg from 'pg';
import { postgresAvailable, startThrowawayPostgres, type ThrowawayPostgres } from '../../scripts/lib/throwaway-postgres';

/** One throwaway cluster for a test file. CI installs PostgreSQL, so its absence fails the suite rather than skipping it. */
export async function clusterForSuite(): Promise<ThrowawayPostgres> {
  if (!postgresAvailable()) {
    throw new Error('PostgreSQL server binaries are missing, so the PostgreSQL storage tests cannot run: apt-get install -y postgresql (.ci/run does).');
  }
  return startThrowawayPostgres();
}

/** A new, empty database in the cluster, for a test that needs a fresh schema. */
export async function freshDatabase(cluster: ThrowawayPostgres, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  return cluster.url.replace(/\/[^/]+$/, `/${name}`);
}

export const databaseConfig = (url: string) => ({ url, poolMax: 10, connectTimeoutMs: 2000, statementTimeoutMs: 5000 });
