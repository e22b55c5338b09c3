import { featureArguments } from './featureArguments';
import { planFeature } from './newFeature';
import { runScaffold } from './runScaffold';

/** npm run new:feature -- acmeNotes [--title "Acme Notes"] */
void runScaffold((files) => {
  const { id, title } = featureArguments(process.argv.slice(2));
  return planFeature(files, id, title);
});
