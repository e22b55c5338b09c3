import { HttpClientToken } from '@features/api/adapters';
import type { FeatureBindings } from '@features/api/ui';
import { Http__Name__Api } from './adapters/Http__Name__Api';
import { __Name__ApiToken } from './core/__Name__Api';
import { __Name__Store, __Name__StoreFactoryToken } from './ui/__Name__Store';

/** __title__'s own tokens (the app binds the shared ones): its HTTP adapter and its page store's factory. */
export const __name__Bindings: FeatureBindings = (bind) => {
  bind.provide(__Name__ApiToken, (get) => new Http__Name__Api(get(HttpClientToken)));
  bind.provide(__Name__StoreFactoryToken, (get) => (pod) => new __Name__Store(get(__Name__ApiToken), pod));
};
