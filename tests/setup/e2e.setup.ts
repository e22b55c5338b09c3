// Browser tests drive Chromium; jest's 5 s default is for unit tests. A guard, not a timing: a file's
// first test may wait for its worker's `vite preview` (its own 120 s guard, SERVER_START_GUARD_MS) and
// Chromium (Playwright's launch guard), which on a 2-core machine at a load of 17 took more than 30 s.
// No file sets its own.
jest.setTimeout(180_000);
