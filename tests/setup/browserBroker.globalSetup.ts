import { BROKER_ENV } from '../support/browserLease';
import { BrowserBroker } from './browserBroker';

/** Before the browser layer's workers start: the broker they ask for their Chromium and servers. */
export default async function startBrowserBroker(): Promise<void> {
  const broker = new BrowserBroker();
  process.env[BROKER_ENV] = await broker.listen();
  (globalThis as { browserBroker?: BrowserBroker }).browserBroker = broker;
}
