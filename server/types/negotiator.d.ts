// negotiator 1.x, as far as this project calls it; DefinitelyTyped's @types/negotiator describes 0.6,
// which has no way to give the server's own order for codings the client ranks equally.
declare module 'negotiator' {
  import type { IncomingHttpHeaders } from 'node:http';

  class Negotiator {
    constructor(request: { headers: IncomingHttpHeaders });
    /** The available encodings the client accepts, best first; ties in q-value go by `preferred`. */
    encodings(available: string[], options?: { preferred?: string[] }): string[];
  }
  export default Negotiator;
}
