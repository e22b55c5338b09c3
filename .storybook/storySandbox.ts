import { setupWorker } from 'msw/browser';
import { createSandbox } from '../sandbox/contract/createSandboxApp';
import { sandboxHandlers } from '../sandbox/msw/sandboxHandlers';

/** One in-browser sandbox for the whole Storybook; stories sign in against it in their loaders. */
export const storySandbox = createSandbox();

export async function startStoryWorker() {
  const worker = setupWorker(...sandboxHandlers(storySandbox));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: './mockServiceWorker.js' } });
  return worker;
}
