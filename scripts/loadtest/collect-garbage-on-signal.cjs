// Preloaded only by scripts/loadtest.ts (node --expose-gc --require): on SIGUSR2 the server runs full
// garbage collections and says so, so memory before and after a run is compared at the same point
// instead of wherever V8 happened to be in its collection cycle (±25% of RSS under load otherwise).
process.on('SIGUSR2', () => {
  global.gc();
  setTimeout(() => {
    global.gc();
    process.stderr.write('LOADTEST-GC-DONE\n');
  }, 200);
});
