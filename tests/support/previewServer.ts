import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

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
 * Runs `vite preview` (the production build + the sandbox backend on the same origin) as its own
 * process, the way `npm run start:prod` does, and resolves once it listens. `root`: another tree (a copy
 * with a scaffolded PSA), whose config, registry and `outDir` it serves; this one by default.
 */
export async function startPreview(
  outDir = 'dist',
  env: Record<string, string> = {},
  root?: string,
): Promise<RunningServer> {
  return startVite(['preview', ...(root ? [root] : []), '--outDir', outDir], env);
}

/** Runs the dev server (`npm start`'s `vite`) the same way, for checks that must hold there too. */
export async function startDevServer(env: Record<string, string> = {}): Promise<RunningServer> {
  return startVite([], env);
}

/**
 * How long a server may take to say it listens. A guard, not a timing: on a 2-core machine at a load
 * of 17 `vite preview` (which bundles the config and starts the sandbox) took longer than the 30 s
 * this was, and the test file failed. Kept below the browser tests' 180 s per-test guard
 * (tests/setup/e2e.setup.ts), so a server that never starts is killed here, not left running.
 */
export const SERVER_START_GUARD_MS = 120_000;

async function startVite(command: string[], env: Record<string, string>): Promise<RunningServer> {
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
