import { SMTPServer } from 'smtp-server';

export interface Delivered {
  data: string;
  at: number;
}

/** An SMTP server on loopback that accepts every message into `received`. */
export function startSmtpSink(port: number, received: Delivered[]): Promise<{ close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({ data, at: Date.now() });
        callback();
      });
    },
  });
  // A client that dies mid-session (a replica SIGKILLed while sending) resets its connection; that is not the sink's failure.
  server.on('error', () => {});
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ close: () => new Promise<void>((done) => server.close(() => done())) })));
}
