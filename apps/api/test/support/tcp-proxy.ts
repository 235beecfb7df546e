import net from 'node:net';

/**
 * A TCP proxy a test can cut and restore, to play a dependency going away (PostgreSQL restarting, Redis stopped)
 * without touching the real server: `cut()` drops every open connection and refuses new ones; `restore()` accepts
 * again on the same port. `cutAtNextSend()` cuts the moment a client next sends: the client wrote on a connection it
 * held open, and loses it under that write.
 */
export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  cutAtNextSend(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(
  target: { host: string; port: number },
  /** The server's answers on each new connection reach the client only after this long: a slow connection's start. */
  options: { holdAnswersMs?: number } = {},
): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  let tripped: (() => void) | null = null;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer((client) => {
        const upstream = net.connect(target);
        sockets.add(client);
        sockets.add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
        // Before the pipe's own listener, so the bytes that trip the wire never reach the server.
        client.on('data', () => {
          if (!tripped) return;
          const done = tripped;
          tripped = null;
          void stop().then(done);
        });
        client.pipe(upstream);
        const hold = options.holdAnswersMs ?? 0;
        if (hold > 0) {
          upstream.pause();
          setTimeout(() => upstream.pipe(client), hold);
        } else upstream.pipe(client);
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as net.AddressInfo).port;
        server = s;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });

  await listen();
  return {
    get port() {
      return port;
    },
    cut: stop,
    cutAtNextSend: () => new Promise<void>((resolve) => (tripped = resolve)),
    restore: listen,
    close: stop,
  };
}
