import { featureTestKits } from '@features/testKitRegistry';
import type { FeatureTestKit } from '@tests/kit/FeatureTestKit';

/** What a feature's folder says the suites need of it: its line in features/testKitRegistry.ts, by id. */
export function testKitOf(id: string): FeatureTestKit {
  const kit = featureTestKits.find((k) => k.id === id);
  if (!kit) throw new Error(`features/${id}: ${MISSING_TEST_KIT}`);
  return kit;
}

/** What a feature folder without its test kit line is told (the feature kit says it too). */
export const MISSING_TEST_KIT =
  'has no line in features/testKitRegistry.ts: add its testing/<id>TestKit.ts (its HTTP calls, its main action, its check after a remount) there.';
