import { holdSandboxAnswersToTheContract } from './contractAnswers';
import { configureFastCheckSeed } from './fastCheckSeed';

// Guards, not timings: CI and developer machines run these suites beside other work. On a 2-core
// machine at a load of 17-18 (two whole `npm test` runs and three browser loops side by side) the
// jsdom suites ran 4-12 times slower, and a Quick Ticket test that needs about 2.5 s alone passed 30 s.
// A test that waits for a screen must not fail because the machine was busy; one that never gets there
// still fails (each wait has its own 15 s guard, UI_SETTLE_TIMEOUT_MS), and a hang still ends here.
// No file sets its own.
jest.setTimeout(120_000);
configureFastCheckSeed();
holdSandboxAnswersToTheContract();
