/** Where the contract is mounted. The SPA's default VITE_API_URL points here. */
export const SANDBOX_API_PREFIX = '/api';
/** Where the console and its JSON views live. */
export const SANDBOX_CONSOLE_PREFIX = '/__sandbox';
/** Where the Node host shows the backend contract (contract/openapi.yaml) with a viewer, under the console's prefix. */
export const SANDBOX_API_VIEWER_PATH = '/__sandbox/api';
/** Where the Node host takes a request to start over from a fresh seeded world (POST). */
export const SANDBOX_RESET_PATH = '/__sandbox/reset';
/**
 * Where the Node host serves an empty page of the app's origin (GET). The browser tests leave the app there between
 * tests, to clear its storage in a tab they reuse (a fresh browser context per test costs more than twice the CPU).
 */
export const SANDBOX_BLANK_PATH = '/__sandbox/blank';
