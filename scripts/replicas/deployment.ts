// The whole scaled-out deployment on one machine: a throwaway PostgreSQL cluster, replicas of the
// production build on loopback, and a round-robin nginx in front. Used by `npm run replicas` and the proof test.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt } from '../lib/ensure-build';
import { postgresAvailable, startThrowawayPostgres, type ThrowawayPostgres } from '../lib/throwaway-postgres';
import { freePort, restartablePort } from '../lib/ports';
import { proxyAddress } from './nginx-config';
import { nginxAvailable, startNginx } from './start-nginx';
import { startReplica, type Replica } from './replica';

export interface Deployment {
  /** The load balancer's URL: where visitors go. */
  url: string;
  replicas: Replica[];
  postgres: ThrowawayPostgres;
  stop(): Promise<void>;
}

export interface DeploymentOptions {
  replicas?: number;
  /** Environment for every replica (SMTP_URL, FORM_RATE_LIMIT, LOG_LEVEL…), over the deployment's own (TRUST_PROXY names nginx's address). */
  env?: Record<string, string>;
  /** The balancer's port; a free one when unset. */
  port?: number;
}

/** Says what is missing before anything starts, so a machine without the packages fails with the fix in the message. */
function checkPrerequisites(): void {
  const missing = [postgresAvailable() ? null : 'postgresql', nginxAvailable() ? null : 'nginx'].filter(Boolean);
  if (missing.length) throw new Error(`The replicas deployment needs Debian's ${missing.join(' and ')}: apt-get install -y ${missing.join(' ')}`);
}

export async function startDeployment(opts: DeploymentOptions = {}): Promise<Deployment> {
  checkPrerequisites();
  ensureBuilt();
  const count = opts.replicas ?? 2;
  const started: Array<{ stop(): unknown }> = [];
  const dataDirs: string[] = [];
  const stopAll = async () => {
    // Newest first: the balancer, then the replicas, then the database they write to. One part failing
    // to stop does not leave the others running.
    const failures: unknown[] = [];
    for (const part of started.splice(0).reverse()) {
      try {
        await part.stop();
      } catch (error) {
        failures.push(error);
      }
    }
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    if (failures.length) throw new AggregateError(failures, 'stopping the deployment failed');
  };
  try {
    const postgres = await startThrowawayPostgres();
    started.push(postgres);
    const lbPort = opts.port ?? (await freePort());
    const url = `http://127.0.0.1:${lbPort}`;
    // Replicas are restarted on their own ports: ports no other process can be handed meanwhile.
    const ports: number[] = [];
    while (ports.length < count) {
      const port = await restartablePort();
      if (!ports.includes(port)) ports.push(port);
    }
    const launched = await Promise.allSettled(
      ports.map((port) => {
        // Each replica gets a folder of its own: nothing may be shared except through PostgreSQL.
        const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-replica-'));
        dataDirs.push(dataDir);
        const env = { ...process.env, SITE_URL: url, LOG_LEVEL: 'warn', TRUST_PROXY: proxyAddress, ...opts.env, DATABASE_URL: postgres.url, DATA_DIR: dataDir };
        return startReplica({ port, env });
      }),
    );
    const replicas = launched.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    started.push(...replicas);
    const failed = launched.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason as unknown;
    const nginx = await startNginx({ listenPort: lbPort, upstreamPorts: ports });
    started.push(nginx);
    return { url: nginx.url, replicas, postgres, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
