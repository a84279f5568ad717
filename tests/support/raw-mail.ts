/**
 * Just enough of RFC 5322, 2045 and 2047 to read what the outbox sent,
 * without a mail parser that might repair what it reads: the header block as
 * sent, its fields unfolded, and the text body decoded from its transfer
 * encoding (7bit, quoted-printable or base64, as nodemailer picks).
 */
export interface RawMail {
  /** The header block's lines exactly as sent, folds included, without their CRLF. */
  headerLines: string[];
  /** Each header field, unfolded, in order: [name as sent, raw value]. */
  fields: Array<[string, string]>;
  /** The values of the fields of that name (any letter case), encoded words decoded. */
  header(name: string): string[];
  /** The body as text, its CRLFs read as \n. */
  text: string;
}

function decodeQuotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const unfolded = text.replace(/=\r\n/g, '');
  for (let i = 0; i < unfolded.length; i++) {
    if (unfolded[i] === '=' && /^[0-9A-F]{2}$/i.test(unfolded.slice(i + 1, i + 3))) {
      bytes.push(parseInt(unfolded.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(unfolded.charCodeAt(i));
  }
  return Buffer.from(bytes);
}

// Whitespace between two encoded words is part of neither (RFC 2047 section 6.2).
function decodeWords(value: string): string {
  return value.replace(/(=\?[^?]+\?[QB]\?[^?]*\?=)\s+(?==\?)/gi, '$1').replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, charset: string, coding: string, text: string) => {
    if (charset.toLowerCase() !== 'utf-8') throw new Error(`unexpected charset ${charset}`);
    const bytes = coding.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : decodeQuotedPrintable(text.replace(/_/g, ' '));
    return bytes.toString('utf8');
  });
}

export function readRawMail(raw: Buffer): RawMail {
  // latin1 keeps one character per byte, so a stray control byte is seen as itself.
  const message = raw.toString('latin1');
  const end = message.indexOf('\r\n\r\n');
  if (end < 0) throw new Error('no blank line after the header block');
  const headerLines = message.slice(0, end).split('\r\n');
  const fields: Array<[string, string]> = [];
  for (const line of headerLines) {
    const previous = fields.at(-1);
    if (/^[ \t]/.test(line) && previous) previous[1] += line;
    else {
      const colon = line.indexOf(':');
      fields.push([line.slice(0, colon), line.slice(colon + 1).trim()]);
    }
  }
  const header = (name: string) => fields.filter(([n]) => n.toLowerCase() === name.toLowerCase()).map(([, v]) => decodeWords(v));
  const body = message.slice(end + 4);
  const coding = (header('Content-Transfer-Encoding')[0] ?? '7bit').toLowerCase();
  const bytes = coding === 'quoted-printable' ? decodeQuotedPrintable(body) : coding === 'base64' ? Buffer.from(body, 'base64') : Buffer.from(body, 'latin1');
  return { headerLines, fields, header, text: bytes.toString('utf8').replace(/\r\n/g, '\n') };
}
