import type { FeatureId } from '@core/features/Feature';
import type { AfterRemount } from './afterRemount';
import type { CallCase } from './CallCase';
import type { MainAction } from './mainAction';

/**
 * What the cross-cutting suites need of one feature, kept in its folder (features/<id>/testing/) and
 * listed once in features/testKitRegistry.ts, so adding a feature edits nothing under tests/.
 */
export interface FeatureTestKit {
  id: FeatureId;
  /**
   * Every HTTP call its adapters make, each adapter method once at least: the rows of the fault suites
   * (malformed answers, sessions) and of the contract tests (tests/fault/callTableCoverage.test.ts names a
   * method without one).
   */
  calls: readonly CallCase[];
  /** Its main action in Chromium, under the production policy (tests/e2e/attack-policy.e2e.test.ts). */
  mainAction: MainAction;
  /** Its page after StrictMode's remount (tests/conformance/strictModeLive.test.tsx). */
  afterRemount: AfterRemount;
}
