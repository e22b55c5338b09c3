import type { LoadedFeature } from '@features/api/ui';
import { __name__Bindings } from './bindings';
import { __Name__Page } from './ui/__Name__Page';

/** The lazily loaded chunk: the page and what it resolves. */
export const feature: LoadedFeature = { Page: __Name__Page, bindings: __name__Bindings };
