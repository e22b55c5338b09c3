import { camelOf, kebabOf, pascalOf, titleOf } from './names';
import { ScaffoldRefused } from './ScaffoldPlan';

/** The names one id gives a feature: its folder and id, identifiers, type names, CSS class and URL segment, title. */
export interface FeatureNames {
  /** acmeNotes: the folder features/<id>/ and the page identifier. */
  id: string;
  /** acmeNotes: prefix of its exported values (acmeNotesModule, acmeNotesBindings). */
  name: string;
  /** AcmeNotes: its types and classes, and its API path's first segment. */
  Name: string;
  /** acme-notes: CSS class, console path, decision key. */
  kebab: string;
  /** Acme Notes: the sidebar's and the page's name. */
  title: string;
}

const USAGE = 'npm run new:feature -- acmeNotes [--title "Acme Notes"]';
/** A page identifier as spec section 2 writes them: camelCase, letters and digits. */
const FEATURE_ID = /^[a-z][A-Za-z0-9]*$/;
/** A sidebar name: what the module's title, the page's heading and the contract's tag all hold as they are. */
const FEATURE_TITLE = /^[A-Za-z][A-Za-z0-9 &-]*$/;
/** Ids that name something else than a feature. */
const RESERVED: Readonly<Record<string, string>> = {
  api: "features/api/ is the features' shared surface",
  home: "'home' is the shell's home page (spec section 2)",
};

/** The names of a feature, or a refusal that says what a good id or title looks like. */
export function featureNames(id: string, title?: string): FeatureNames {
  if (!id) throw new ScaffoldRefused(`Nothing written: give the feature's id: ${USAGE}`);
  if (!FEATURE_ID.test(id)) {
    throw new ScaffoldRefused(
      `Nothing written: "${id}" is not a feature id: letters and digits in camelCase, starting with a small letter ` +
        `(acmeNotes, not AcmeNotes, acme-notes or acme_notes); it names the folder features/<id>/. ${USAGE}`,
    );
  }
  if (RESERVED[id]) throw new ScaffoldRefused(`Nothing written: ${RESERVED[id]}; choose another id.`);
  const shown = title?.trim().replace(/\s+/g, ' ') || titleOf(id);
  if (!FEATURE_TITLE.test(shown)) {
    throw new ScaffoldRefused(
      `Nothing written: "${shown}" is not a title: start with a letter, then letters, digits, spaces, & and -. ${USAGE}`,
    );
  }
  return { id, name: camelOf(id), Name: pascalOf(id), kebab: kebabOf(id), title: shown };
}
