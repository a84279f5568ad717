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

export interface SmtpSinkOptions {
  /** How long each message takes to be accepted after its data: a slow mail server, so a backlog takes a while to drain. */
  delayMs?: number;
  /**
   * Recipients (lower case) refused at RCPT TO with the given code: 550 (mailbox unavailable) is a permanent failure, as a bounce
   * is; 451 a temporary one. Read at each RCPT, so a test may change it while the sink runs.
   */
  refuse?: Record<string, number>;
}

/** An SMTP server on loopback that accepts every message into `received` (but those to refused addresses). */
export function startSmtpSink(port: number, received: Delivered[], options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // Its default looks up each client's name in DNS, which on some machines takes a fifth of a second a connection.
    disableReverseLookup: true,
    onRcptTo(address, _session, callback) {
      const code = options.refuse?.[address.address.toLowerCase()];
      if (code === undefined) return callback();
      const error = new Error(code >= 500 ? '5.1.1 Mailbox unavailable' : '4.3.0 Try again later') as Error & { responseCode: number };
      error.responseCode = code;
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const { mailFrom, rcptTo } = session.envelope;
        const accept = () => {
          received.push({ data: raw.toString(), raw, mailFrom: mailFrom ? mailFrom.address : null, rcptTo: rcptTo.map((r) => r.address), at: Date.now() });
          callback();
        };
        if (options.delayMs) setTimeout(accept, options.delayMs);
        else accept();
      });
    },
  });
  // A client that dies mid-session (a replica SIGKILLed while sending) resets its connection; that is not the sink's failure.
  server.on('error', () => {});
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve({ port: (server.server.address() as AddressInfo).port, close: () => new Promise<void>((done) => server.close(() => done())) })),
  );
}
