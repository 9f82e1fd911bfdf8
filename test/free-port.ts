import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
