import { execFileSync } from 'node:child_process';

/** `npm run inbox` as an operator runs it on the production server, with the given storage settings; what it prints. */
export function runInbox(env: Record<string, string>, args: string[] = []): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'scripts/inbox.ts', ...args], { env: { ...process.env, ...env, NODE_ENV: 'production' }, encoding: 'utf8' });
}
