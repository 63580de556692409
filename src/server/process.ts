import type { Server } from 'node:http';

/**
 * What both of our Node entries share (`main.ts`: the site, `sandbox-main.ts`: the sandbox on
 * its own): one sentence and exit on a fatal start-up problem, the listening errors said in
 * words, and a graceful stop on SIGTERM/SIGINT (what a container runtime or systemd sends).
 */

/** Prints `message` and ends the process with status 1. */
export function die(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Turns the errors `listen` reports into one sentence naming the setting to change. */
export function dieOnListenErrors(server: Server, env: { PORT: number; HOST: string }) {
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE')
      die(`Port ${env.PORT} is already in use; stop the other process or set PORT to a free port.`);
    if (error.code === 'EACCES')
      die(`Not allowed to listen on port ${env.PORT}; choose a port above 1023 with PORT.`);
    if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND')
      die(`Cannot listen on HOST "${env.HOST}": no such local address.`);
    die(`The server could not start: ${error.message}`);
  });
}

/** The parts of the sandbox a graceful stop closes (absent when the site runs without it). */
interface Closable {
  closeSockets(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Graceful stop on SIGTERM/SIGINT: refuse new connections, let in-flight requests finish, end
 * the WebSockets, close the database; after 10 s whatever is left is closed.
 */
export function stopGracefully(server: Server, sandbox: Closable | undefined) {
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, shutting down`);
    const force = setTimeout(() => {
      console.error('Shutdown took longer than 10 s; closing remaining connections.');
      server.closeAllConnections();
    }, 10_000);
    force.unref();
    server.close(() => {
      void Promise.resolve(sandbox?.close()).finally(() => {
        clearTimeout(force);
        process.exit(0);
      });
    });
    server.closeIdleConnections();
    // Upgraded sockets count as open connections: end them so server.close can complete.
    void sandbox?.closeSockets();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
