import fc from 'fast-check';
import { createTestApp, type TestApp } from '../support/test-app';
import { checkGet, checkPost, hostileBody, hostilePath, postTargets } from '../support/fuzz';

let t: TestApp;
beforeAll(async () => {
  // react-router warns (with a stack) about every undecodable path; those are the point here.
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  t = await createTestApp({ FORM_RATE_LIMIT: '1000000' });
});
afterAll(() => t.close());

// A small sample on every run; `npm run fuzz` runs 10,000 and more.
const numRuns = Number(process.env.FUZZ_RUNS ?? 150);

describe('hostile input', () => {
  it('never answers 5xx to hostile form posts, and never pollutes prototypes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...postTargets), hostileBody, fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain'), (target, body, type) =>
        checkPost(t.app, target, body, type),
      ),
      { numRuns },
    );
  });

  it('never answers 5xx to random paths, queries and percent-encodings', async () => {
    await fc.assert(
      fc.asyncProperty(hostilePath, (path) => checkGet(t.app, path)),
      { numRuns },
    );
  });
});
