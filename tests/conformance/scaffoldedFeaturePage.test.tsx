import '../scripts/scaffoldProof/withScaffoldedRegistries';
import { runScaffoldedFeatureTest } from './scaffoldedFeatureTests';

// The page test `npm run new:feature` writes, on the feature it generated (tests/conformance/scaffoldedKits.test.tsx).
runScaffoldedFeatureTest('Page.test.tsx');
