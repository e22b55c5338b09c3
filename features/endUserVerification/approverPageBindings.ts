import { HttpClientToken } from '@features/api/adapters';
import { RealtimeHubToken, SessionServiceToken, optional } from '@features/api/core';
import type { FeatureBindings } from '@features/api/ui';
import { HttpApprovalApi } from './adapters/HttpApprovalApi';
import { ApproverPageStore, ApproverPageStoreFactoryToken } from './ui/approverPage/ApproverPageStore';

/** The approver page's store, one per opened page, over the approvals' HTTP adapter and the hub when bound. */
export const approverPageBindings: FeatureBindings = (bind) => {
  bind.provide(
    ApproverPageStoreFactoryToken,
    (get) => () =>
      new ApproverPageStore({
        api: new HttpApprovalApi(get(HttpClientToken)),
        userId: get(SessionServiceToken).current()?.userId ?? null,
        hub: optional(get, RealtimeHubToken) ?? null,
      }),
  );
};
