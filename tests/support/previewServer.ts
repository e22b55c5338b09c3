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
 * process, the way `npm run start:prod` does, and resolves once it listens.
 */
export async function startPreview(outDir = 'dist', env: Record<string, string> = {}): Promise<RunningServer> {
  return startVite(['preview', '--outDir', outDir], env);
}

/** Runs the dev server (`npm start`'s `vite`) the same way, for checks that must hold there too. */
export async function startDevServer(env: Record<string, string> = {}): Promise<RunningServer> {
  return startVite([], env);
}

async function startVite(command: string[], env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const vite = resolve('node_modules/vite/bin/vite.js');
  const child: ChildProcess = spawn(
    process.execPath,
    [vite, ...command, '--configLoader', 'bundle', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { env: { ...process.env, SANDBOX_QUIET: '1', NO_COLOR: '1', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`vite ${command[0] ?? 'dev'} did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`:${port}`)) {
        clearTimeout(timer);
        ready();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => fail(new Error(`vite ${command[0] ?? 'dev'} exited with ${code}:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
