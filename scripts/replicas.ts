// npm run replicas: PostgreSQL, two replicas of the production build and a round-robin nginx on this machine,
// until Ctrl-C. Environment variables (SMTP_URL, FORM_RATE_LIMIT, LOG_LEVEL…) pass through to the replicas.
import { startDeployment } from './replicas/deployment';

const port = process.env.REPLICAS_PORT ? Number(process.env.REPLICAS_PORT) : 8080;
const count = process.env.REPLICAS ? Number(process.env.REPLICAS) : 2;
if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`REPLICAS_PORT must be a port number, not ${process.env.REPLICAS_PORT ?? ''}`);
if (!Number.isInteger(count) || count < 1) throw new Error(`REPLICAS must be a positive whole number, not ${process.env.REPLICAS ?? ''}`);

const deployment = await startDeployment({ replicas: count, port }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
console.log(`
Site:        ${deployment.url}   (nginx, round robin)
Replicas:    ${deployment.replicas.map((r) => r.url).join('  ')}
PostgreSQL:  ${deployment.postgres.url}
Messages:    DATABASE_URL=${deployment.postgres.url} npm run inbox

Ctrl-C stops everything and removes the temporary folders.`);

let stopping = false;
const stop = (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping nginx, the replicas and PostgreSQL…`);
  deployment.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
