import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Sockets a client opened and never sent a byte on: a browser opens a few ahead of need (Chromium's preconnects), and
 * Node's closeIdleConnections leaves them open until its headersTimeout (60 s). A server stopping while a browser had
 * the app open took up to a minute to exit (README, "Operations"): the shutdown closes them with the idle ones. No
 * request has started on such a socket, so nothing is cut short.
 */
export function trackUnusedSockets(server: Server): () => void {
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return () => {
    for (const socket of sockets) if (socket.bytesRead === 0) socket.destroy();
  };
}
