import type { ServerResponse } from 'node:http';

/**
 * Holds what a handler writes to `res` until it ends it, for the middleware
 * that must see a whole body before sending it (compress-answers,
 * response-cache). On the handler's first write or end, `wanted()` decides: if
 * false, write and end are put back and the answer goes out as the handler
 * writes it; if true, the chunks are kept and `finish` receives the whole body
 * once the handler ends, with write and end already put back (`end` is the
 * response's own, to send it).
 */
export function holdBody(res: ServerResponse, wanted: () => boolean, finish: (body: Buffer, end: ServerResponse['end']) => void): void {
  // Bound, so they answer for this response whatever calls them.
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const chunks: Buffer[] = [];
  let decided = false;

  const restore = () => {
    res.write = write;
    res.end = end;
  };
  const holding = (): boolean => {
    if (decided) return true;
    decided = true;
    if (wanted()) return true;
    restore();
    return false;
  };
  // A writer must not change a chunk once written (as for any stream), so it is kept without a copy.
  const collect = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  };

  res.write = function holdWrite(...args: unknown[]) {
    if (!holding()) return write(...(args as Parameters<typeof write>));
    const [chunk, encoding, callback] = args;
    collect(chunk, encoding);
    (typeof encoding === 'function' ? encoding : typeof callback === 'function' ? callback : undefined)?.();
    return true;
  } as typeof res.write;

  res.end = function holdEnd(this: ServerResponse, ...args: unknown[]) {
    if (!holding()) return end(...(args as Parameters<typeof end>));
    const [chunk, encoding] = args;
    if (typeof chunk !== 'function') collect(chunk, encoding);
    restore();
    finish(Buffer.concat(chunks), end);
    return this;
  } as typeof res.end;
}
