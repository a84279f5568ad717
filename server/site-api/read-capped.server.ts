import type { Response } from 'undici';

export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The answer is larger than ${maxBytes} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/**
 * Reads a body as text, counting bytes as they arrive and cancelling the
 * download past maxBytes: buffering first and checking after would let one
 * oversized answer take the memory the cap exists to protect. A declared
 * length over the cap is refused before a byte is read; an undeclared or
 * understated one is caught by the count.
 */
export async function readCappedText(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw new BodyTooLargeError(maxBytes);
  }
  if (!response.body) return '';
  const reader = response.body.getReader() as ReadableStreamDefaultReader<Uint8Array>;
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
