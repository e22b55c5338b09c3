import type { LoadedFeature } from '@features/api/ui';
import { verificationReportBindings } from './bindings';
import { VerificationReportPage } from './ui/VerificationReportPage';

/** The lazily loaded chunk: the page and what it resolves. */
export const feature: LoadedFeature = { Page: VerificationReportPage, bindings: verificationReportBindings };
