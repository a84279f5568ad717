// The parts of smtp-server's API the outbox test uses (the package ships no types).
declare module 'smtp-server' {
  import { EventEmitter } from 'node:events';
  import type { Readable } from 'node:stream';
  export interface SMTPServerOptions {
    authOptional?: boolean;
    disabledCommands?: string[];
    onData?(stream: Readable, session: unknown, callback: (error?: Error) => void): void;
  }
  export class SMTPServer extends EventEmitter {
    constructor(options: SMTPServerOptions);
    listen(port: number, host: string, callback: () => void): void;
    close(callback: () => void): void;
  }
}
