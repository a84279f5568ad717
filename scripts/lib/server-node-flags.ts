/**
 * The V8 flags production runs the server with (the Dockerfile's CMD and `npm start` spell them out too). Left to itself,
 * V8 sizes the young generation from the machine's memory: on a 24 GiB host it grew to 128 MB under a flood and the
 * resident set passed 400 MB; 8 MB semi-spaces held every flood of `npm run flood:memory` near 330 MB (decision 0022).
 */
export const serverNodeFlags = ['--max-semi-space-size=8'];
