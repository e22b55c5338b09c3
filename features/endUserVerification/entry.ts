import type { LoadedFeature } from '@features/api/ui';
import { verificationBindings } from './bindings';
import { EndUserVerificationPage } from './ui/EndUserVerificationPage';
import { StandingWatcher } from './ui/StandingWatcher';

/** The lazily loaded chunk: the page and what it resolves. */
export const feature: LoadedFeature = {
  Page: EndUserVerificationPage,
  bindings: verificationBindings,
  Watcher: StandingWatcher,
};
