import '../scripts/scaffoldProof/withScaffoldedRegistries';
import { runScaffoldedFeatureTest } from './scaffoldedFeatureTests';

// The story test `npm run new:feature` writes (every story played in jsdom with axe), on the feature it generated.
runScaffoldedFeatureTest('Page.stories.test.tsx');
