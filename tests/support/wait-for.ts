/** Polls `check` until it holds and resolves with the milliseconds that took; throws once `timeoutMs` have passed. */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number, pollMs = 100): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return Date.now() - start;
}
