import type { BrowserBroker } from './browserBroker';

/** After the browser layer: every Chromium and server the workers were given is stopped. */
export default async function stopBrowserBroker(): Promise<void> {
  await (globalThis as { browserBroker?: BrowserBroker }).browserBroker?.close();
}
