import { planPsa } from './newPsa';
import { runScaffold } from './runScaffold';

/** npm run new:psa -- "Acme Desk" */
runScaffold((files) => planPsa(files, process.argv.slice(2).join(' ')));
