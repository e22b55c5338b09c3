import { setupWorker } from 'msw/browser';
import { createSandbox, type Sandbox } from '@sandbox/contract/createSandboxApp';
import { sandboxHandlers } from '@sandbox/msw/sandboxHandlers';

let current = createSandbox();

/**
 * The in-browser sandbox behind every story; stories sign in and plant faults against it in their
 * loaders. It is replaced by a fresh one whenever a story is left (`resetStorySandbox`), because
 * Storybook renders the next story in the same page: a contact verified or a message sent in one
 * story must not show up in the next.
 */
export const storySandbox: Sandbox = {
  fetch: (request) => current.fetch(request),
  get state() {
    return current.state;
  },
};

export function resetStorySandbox(): void {
  current = createSandbox();
}

export async function startStoryWorker() {
  const worker = setupWorker(...sandboxHandlers(storySandbox));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: './mockServiceWorker.js' } });
  return worker;
}
