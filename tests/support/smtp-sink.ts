import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Delivered {
  /** The message as text, for tests that look for a phrase. */
  data: string;
  /** The message's bytes exactly as the client sent them after DATA (dot-stuffing undone). */
  raw: Buffer;
  /** The envelope: who the mail server was told to deliver to, whatever the headers say. */
  mailFrom: string | null;
  rcptTo: string[];
  at: number;
}

export interface SmtpSink {
  /** The port listened on: the one asked for, or the one the system chose for port 0. */
  port: number;
  close(): Promise<void>;
}

/** An SMTP server on loopback that accepts every message into `received`. */
export function startSmtpSink(port: number, received: Delivered[]): Promise<SmtpSink> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const { mailFrom, rcptTo } = session.envelope;
        received.push({ data: raw.toString(), raw, mailFrom: mailFrom ? mailFrom.address : null, rcptTo: rcptTo.map((r) => r.address), at: Date.now() });
        callback();
      });
    },
  });
  // A client that dies mid-session (a replica SIGKILLed while sending) resets its connection; that is not the sink's failure.
  server.on('error', () => {});
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve({ port: (server.server.address() as AddressInfo).port, close: () => new Promise<void>((done) => server.close(() => done())) })),
  );
}
