import { Server as NetServer, type Socket } from 'node:net';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** How long a keep-alive connection must have been quiet before a draining server closes it. */
const quietMs = 1_000;

/**
 * Graceful draining without resets. Closing a keep-alive connection the moment
 * it goes idle (what http.Server.close and closeIdleConnections do) races a
 * client that is just sending its next request on it: that request is reset.
 * Instead, once draining, every answer says Connection: close, so clients stop
 * reusing connections, and a connection is closed only after it has been quiet
 * for a while, as an idle keep-alive timeout would.
 */
export function trackConnections(server: Server): { drain: (onClosed: () => void) => void } {
  const connections = new Map<Socket, { inFlight: number; quietSince: number }>();
  let draining = false;

  server.on('connection', (socket: Socket) => {
    connections.set(socket, { inFlight: 0, quietSince: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const state = connections.get(req.socket);
    if (draining) res.setHeader('connection', 'close');
    if (!state) return;
    state.inFlight += 1;
    res.once('close', () => {
      state.inFlight -= 1;
      state.quietSince = Date.now();
    });
  });

  const closeQuiet = () => {
    const now = Date.now();
    for (const [socket, state] of connections) {
      if (state.inFlight === 0 && now - state.quietSince >= quietMs) socket.destroy();
    }
  };

  return {
    drain(onClosed) {
      draining = true;
      // net.Server's close stops accepting and waits for the connections, without
      // http.Server's immediate closeIdleConnections.
      NetServer.prototype.close.call(server, () => {
        clearInterval(sweep);
        onClosed();
      });
      const sweep = setInterval(closeQuiet, 100);
      sweep.unref();
    },
  };
}
