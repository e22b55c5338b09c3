import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { LayoutPage } from './storiesAtWidth';

/** Debian's Firefox ESR (installed by `npm test` and .ci/run); FIREFOX_PATH overrides. Never a downloaded browser. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

/** A Firefox page for the layout checks: goto, evaluate (of a function that uses nothing outside itself), close. */
export interface FirefoxPage extends LayoutPage {
  close(): Promise<void>;
}

/**
 * Headless Firefox ESR with one page of `width` x `height`, driven over WebDriver BiDi by puppeteer-core in a process
 * of its own (tests/support/firefoxPage.mjs: puppeteer-core is an ES module only, which jest's CommonJS cannot load).
 * playwright-core 1.65's BiDi Firefox cannot drive this ESR: it asks for `emulation.setMediaFeaturesOverride`, which
 * the ESR does not know, on every new context. A fresh profile each time; close it when the file ends.
 */
export async function openFirefoxPage(width: number, height: number): Promise<FirefoxPage> {
  const child = spawn(process.execPath, [join(__dirname, 'firefoxPage.mjs')], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, FIREFOX_PATH, FIREFOX_WIDTH: String(width), FIREFOX_HEIGHT: String(height) },
  });
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let ready!: () => void;
  const started = new Promise<void>((resolve) => (ready = resolve));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', (code) => {
    for (const { reject } of waiting.values()) reject(new Error(`Firefox's driver ended (exit code ${code})`));
  });
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const message = JSON.parse(line) as { ready?: true; id?: number; value?: unknown; error?: string };
    if (message.ready) return ready();
    const caller = waiting.get(message.id!);
    waiting.delete(message.id!);
    if (message.error !== undefined) caller?.reject(new Error(message.error));
    else caller?.resolve(message.value);
  });
  await Promise.race([started, exited.then(() => Promise.reject(new Error('Firefox did not start')))]);
  let next = 0;
  const ask = (request: object) =>
    new Promise<unknown>((resolve, reject) => {
      const id = ++next;
      waiting.set(id, { resolve, reject });
      child.stdin!.write(`${JSON.stringify({ id, ...request })}\n`);
    });
  return {
    goto: (url) => ask({ op: 'goto', url }),
    evaluate: async (fn, arg) =>
      (await ask({ op: 'evaluate', expression: `(${fn.toString()})(${JSON.stringify(arg) ?? ''})` })) as never,
    close: async () => {
      child.stdin!.end();
      await exited;
    },
  };
}
