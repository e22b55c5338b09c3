import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { leaseServer } from './browserLease';
import type { RunningServer, ServerKind } from './runningServer';

export type { RunningServer, ServerKind };

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

/**
 * `vite preview` (the production build + the sandbox backend on the same origin), the way `npm run
 * start:prod` runs it, once it listens. In the browser tests a call without `env` or `root` gets the jest
 * worker's own server, with a fresh sandbox world; its `stop()` leaves it to the next file. A call with
 * `env` starts a server of its own, for this file only; so does one with `root`: another tree (a copy with
 * a scaffolded PSA), whose config, registry and `outDir` it serves.
 */
export async function startPreview(
  outDir = 'dist',
  env: Record<string, string> = {},
  root?: string,
): Promise<RunningServer> {
  if (root) return startViteProcess('preview', outDir, env, root);
  return (await leasedUnlessConfigured('preview', outDir, env)) ?? startViteProcess('preview', outDir, env);
}

/** The dev server (`npm start`'s `vite`) the same way, for checks that must hold there too. */
export async function startDevServer(env: Record<string, string> = {}): Promise<RunningServer> {
  return (await leasedUnlessConfigured('dev', '', env)) ?? startViteProcess('dev', '', env);
}

function leasedUnlessConfigured(kind: ServerKind, outDir: string, env: Record<string, string>) {
  return Object.keys(env).length === 0 ? leaseServer(kind, outDir) : Promise.resolve(null);
}

/**
 * How long a server may take to say it listens. A guard, not a timing: on a 2-core machine at a load
 * of 17 `vite preview` (which bundles the config and starts the sandbox) took longer than the 30 s
 * this was, and the test file failed. Kept below the browser tests' 180 s per-test guard
 * (tests/setup/e2e.setup.ts), so a server that never starts is killed here, not left running.
 */
export const SERVER_START_GUARD_MS = 120_000;

/** Starts a Vite server as a process of its own, with the sandbox, and resolves once it listens. */
export async function startViteProcess(
  kind: ServerKind,
  outDir: string,
  env: Record<string, string>,
  root?: string,
): Promise<RunningServer> {
  const command = kind === 'preview' ? ['preview', ...(root ? [root] : []), '--outDir', outDir] : [];
  const port = await freePort();
  const vite = resolve('node_modules/vite/bin/vite.js');
  return startServerProcess(
    `vite ${command[0] ?? 'dev'}`,
    [vite, ...command, '--configLoader', 'bundle', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { SANDBOX_QUIET: '1', NO_COLOR: '1', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', ...env },
    port,
  );
}

/**
 * Runs `node <args>` and resolves once its output names the port. A process that exits first, or says
 * nothing within the guard, fails the start and is killed: left running, it kept jest from exiting
 * after the file ("Jest did not exit one second after the test run has completed") and the run hung.
 */
export async function startServerProcess(
  name: string,
  args: string[],
  env: Record<string, string>,
  port: number,
  guardMs = SERVER_START_GUARD_MS,
): Promise<RunningServer & { pid: number | undefined }> {
  const child: ChildProcess = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  let output = '';
  try {
    await new Promise<void>((ready, fail) => {
      const timer = setTimeout(
        () => fail(new Error(`${name} (pid ${child.pid}) did not start within ${guardMs / 1000} s:\n${output}`)),
        guardMs,
      );
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes(`:${port}`)) {
          clearTimeout(timer);
          ready();
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      // 'close', not 'exit': it comes after the output's last chunk, which the message quotes.
      child.once('close', (code) => {
        clearTimeout(timer);
        fail(new Error(`${name} exited with ${code}:\n${output}`));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop };
}
