import net from 'node:net';

/**
 * A TCP relay between the server and PostgreSQL that a fault test can break and mend, so an outage is
 * staged for one test's server alone and never for the PostgreSQL the whole team shares.
 */
export interface TcpProxy {
  port: number;
  /** Connections currently relayed. */
  connections(): number;
  /** The database "goes down": every open connection is reset and new ones are refused. */
  cut(): Promise<void>;
  /** The network goes silent: connections stay open but nothing passes, either way. */
  stall(): void;
  /** Back to normal, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  let stalled = false;

  const server = net.createServer((client) => {
    if (stalled) {
      // Accept and say nothing: what a half-open network looks like to the driver.
      client.on('error', () => undefined);
      pairs.add({ client, upstream: client });
      return;
    }
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.on('data', (chunk) => {
      if (!stalled) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!stalled) client.write(chunk);
    });
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  const resetAll = () => {
    for (const { client, upstream } of pairs) {
      client.resetAndDestroy();
      upstream.destroy();
    }
    pairs.clear();
  };

  await listen(0);
  const { port } = server.address() as net.AddressInfo;

  return {
    port,
    connections: () => pairs.size,
    async cut() {
      stalled = false;
      const closed = stopListening();
      resetAll();
      await closed;
    },
    stall() {
      stalled = true;
    },
    async restore() {
      stalled = false;
      // Connections accepted while stalled were never relayed; drop them so the driver reconnects.
      resetAll();
      if (!server.listening) await listen(port);
    },
    async close() {
      const closed = stopListening();
      resetAll();
      await closed;
    },
  };
}
