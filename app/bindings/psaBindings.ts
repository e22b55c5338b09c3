import { HttpContactDirectory } from '@adapters/http/HttpContactDirectory';
import { HttpPhoneFormatter } from '@adapters/http/HttpPhoneFormatter';
import { HttpPodRecordApi } from '@adapters/http/HttpPodRecordApi';
import { PhoneFormatterToken } from '@core/contact/PhoneFormatter';
import { ContactDirectoryToken } from '@core/contact/ContactDirectory';
import { PodRecordApiToken } from '@core/psa/PodRecordApi';
import { PodService, PodServiceToken } from '@core/psa/PodService';
import { ContactPickerStore, ContactPickerStoreFactoryToken } from '@ui/contact/ContactPickerStore';
import { PodStore, PodStoreFactoryToken } from '@ui/pod/PodStore';
import { SharedRequestsToken } from '@core/shared/SharedRequests';
import type { Binder } from './Binder';
import { HttpClientToken } from '@adapters/http/HttpClientToken';

/** The pod record lookups, the contact directory and the pod's page stores (signed-in pages only). */
export const psaBindings: Binder = (bind) => {
  bind.provide(PodRecordApiToken, (get) => new HttpPodRecordApi(get(HttpClientToken), get(SharedRequestsToken)));
  bind.provide(PodServiceToken, (get) => new PodService(get(PodRecordApiToken)));
  bind.provide(ContactDirectoryToken, (get) => new HttpContactDirectory(get(HttpClientToken)));
  // The pod's one phone format (contact card, history, feature pages), shared with End User Verification's requests.
  bind.provide(PhoneFormatterToken, (get) => new HttpPhoneFormatter(get(HttpClientToken), get(SharedRequestsToken)));
  bind.provide(
    PodStoreFactoryToken,
    (get) => (args) =>
      new PodStore(
        get(PodServiceToken),
        get(ContactDirectoryToken),
        args.descriptor,
        args.psaId,
        args.screen,
        args.ticketId,
      ),
  );
  bind.provide(
    ContactPickerStoreFactoryToken,
    (get) =>
      ({ psaId, companyId }) =>
        new ContactPickerStore(get(ContactDirectoryToken), psaId, companyId),
  );
};
