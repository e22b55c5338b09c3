import { join } from 'node:path';
import { pascalOf } from '@scripts/scaffold/names';
import { PROBE } from '../scripts/scaffoldProof/scaffolded';
import { scaffoldedOnce } from '../scripts/scaffoldProof/scaffoldedOnce';

/**
 * Runs one of the tests `npm run new:feature` writes into the new feature (from the temporary folder the
 * scaffolds generated into), in the calling test file: the file must import
 * tests/scripts/scaffoldProof/withScaffoldedRegistries first.
 */
export function runScaffoldedFeatureTest(file: 'Page.test.tsx' | 'Page.stories.test.tsx'): void {
  const path = join(scaffoldedOnce().dir, 'features', PROBE.featureId, 'ui', `${pascalOf(PROBE.featureId)}${file}`);
  // The generated test exists only once the scaffolds ran: it cannot be a static import.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(path);
}
