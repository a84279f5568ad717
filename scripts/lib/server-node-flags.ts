/**
 * The V8 flags production runs the server with (the Dockerfile's CMD and `npm start` spell them out too;
 * tests/build/server-node-flags.test.ts holds them together). Left to itself, V8 sizes the young generation from the
 * machine's memory (on a 24 GiB host it grew to 128 MB under a flood), and under a flood of cheap answers lets the old
 * generation grow to several times what is live before collecting it: the resident set passed 400 MB both ways.
 * 8 MB semi-spaces and an old generation allowed to grow by half what survived the last collection held every flood of
 * `npm run flood:memory` at 284–315 MB, at no CPU cost the floods could see (decision 0022).
 */
export const serverNodeFlags = ['--max-semi-space-size=8', '--heap-growing-percent=50'];
