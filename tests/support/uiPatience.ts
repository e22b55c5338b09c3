/**
 * How long a test waits for the UI to reach a state (testing-library's findBy/waitFor): one value for
 * the jsdom tests and the story plays in Chromium, and no test passes its own. A guard against a state
 * that never comes, not a timing: on this 2-core machine at a load of 12-15 the first screen of a jsdom
 * test took 6.7 s and a pending state outlived a 4 s window; a state that never comes still fails.
 */
export const UI_SETTLE_TIMEOUT_MS = 15_000;
