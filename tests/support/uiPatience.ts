/**
 * How long a test waits for the UI to reach a state (testing-library's findBy/waitFor) — one value for
 * the jsdom tests and the story plays in Chromium. A guard, not a timing: on a busy 2-core machine a
 * story's first loaded render can take over a second (Storybook's default patience), while a state
 * that never comes still fails.
 */
export const UI_SETTLE_TIMEOUT_MS = 4_000;
