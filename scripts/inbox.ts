// Lists stored contact messages and support queries, newest first, with their e-mail delivery state.
import { loadConfig } from '../server/config.server';
import { openSubmissionStore } from '../server/storage/submissions.server';

const limit = Number(process.argv.find((a) => a.startsWith('--limit='))?.slice(8) ?? 50);
const config = loadConfig();
const store = openSubmissionStore(config.dataDir, { deliver: Boolean(config.smtpUrl) });
const rows = store.list(limit);
if (!rows.length) {
  console.log(`No messages stored in ${config.dataDir}.`);
} else {
  for (const row of rows) {
    const who = row.kind === 'contact' ? `${row.name} <${row.email}> ${row.phone}` : `${row.email} [${row.category}] ${row.subject}`;
    const state = row.delivery_state === 'pending' && row.last_error ? `pending (attempt ${row.attempts} failed: ${row.last_error})` : row.delivery_state;
    console.log(`#${row.id}  ${row.created_at}  ${row.kind.padEnd(7)}  ${state}\n    ${who}\n    ${row.body.replace(/\s+/g, ' ').slice(0, 160)}\n`);
  }
}
store.close();
