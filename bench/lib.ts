import net from 'node:net';

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
    server.on('error', reject);
  });
}

export function printTable(title: string, rows: Array<Record<string, string | number>>): void {
  console.info(`\n${title}`);
  console.table(rows);
}

export function ratio(value: number, baseline: number): string {
  return baseline === 0 ? 'n/a' : (value / baseline).toFixed(3);
}
