import type { LoadedFeature } from '@features/api/ui';
import { teamsBindings } from './bindings';
import { TeamsPage } from './ui/TeamsPage';

/** The lazily loaded chunk: the page and its bindings. */
export const feature: LoadedFeature = { Page: TeamsPage, bindings: teamsBindings };
