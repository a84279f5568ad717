import { readFileSync } from 'node:fs';
import { serverNodeFlags } from '../../scripts/lib/server-node-flags';

// The measurement scripts start the server with serverNodeFlags; what they prove holds only if production runs with the same flags.
describe('the V8 flags the server runs with', () => {
  it('are the same in the image, in `npm start` and in the measurement scripts', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(readFileSync('Dockerfile', 'utf8'))?.[1];
    expect(cmd).toBeDefined();
    const imageFlags = (JSON.parse(cmd ?? '[]') as string[]).filter((word) => word.startsWith('--'));
    const start = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.start ?? '';
    const startFlags = start.split(/\s+/).filter((word) => word.startsWith('--'));
    expect(imageFlags).toEqual(serverNodeFlags);
    expect(startFlags).toEqual(serverNodeFlags);
  });
});
