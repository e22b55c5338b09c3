import { HttpContactDirectory } from '../../adapters/http/HttpContactDirectory';
import { HttpPodRecordApi } from '../../adapters/http/HttpPodRecordApi';
import { ContactDirectoryToken } from '../../core/contact/ContactDirectory';
import { PodRecordApiToken } from '../../core/psa/PodRecordApi';
import { PodService, PodServiceToken } from '../../core/psa/PodService';
import type { Binder } from './Binder';
import { HttpClientToken } from './httpBindings';

/** The pod record lookups and the contact directory (signed-in pages only). */
export const psaBindings: Binder = (bind) => {
  bind.provide(PodRecordApiToken, (get) => new HttpPodRecordApi(get(HttpClientToken)));
  bind.provide(PodServiceToken, (get) => new PodService(get(PodRecordApiToken)));
  bind.provide(ContactDirectoryToken, (get) => new HttpContactDirectory(get(HttpClientToken)));
};
