// The probe in a process of its own: in the flood's process, its timings would include the wait for autocannon's busy event loop, not only the server's answer.
import { startProbe } from './probe';

const [url] = process.argv.slice(2);
if (!url) throw new Error('usage: probe-process.ts <URL to probe>');
const probe = startProbe(url);
void probe.ready.then(() => process.send!('ready'));
process.once('message', () => {
  void probe.stop().then((result) => process.send!(result, () => process.exit(0)));
});
