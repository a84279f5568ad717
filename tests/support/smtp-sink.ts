import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  url: string;
  /** Every message's raw text, in the order accepted. */
  received: string[];
  close(): Promise<void>;
}

/** An SMTP server on loopback that accepts every message and keeps it in memory. */
export async function startSmtpSink(port: number): Promise<SmtpSink> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
