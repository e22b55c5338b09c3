import { HttpClientToken } from '@features/api/adapters';
import { ClockToken } from '@features/api/core';
import type { FeatureBindings } from '@features/api/ui';
import { HttpVerificationReportApi } from './adapters/HttpVerificationReportApi';
import { VerificationReportApiToken } from './core/VerificationReportApi';
import { browserDownloads } from './ui/browserDownloads';
import { VerificationReportStore, VerificationReportStoreFactoryToken } from './ui/VerificationReportStore';

/** The report's HTTP adapter and its page store (one per opened page). */
export const verificationReportBindings: FeatureBindings = (bind) => {
  bind.provide(VerificationReportApiToken, (get) => new HttpVerificationReportApi(get(HttpClientToken)));
  bind.provide(
    VerificationReportStoreFactoryToken,
    (get) => () => new VerificationReportStore(get(VerificationReportApiToken), get(ClockToken), browserDownloads),
  );
};
