import type { LoadedFeature } from '@features/api/ui';
import { approverPageBindings } from './approverPageBindings';
import { ApproverPage } from './ui/approverPage/ApproverPage';

/** The approver page's lazily loaded chunk: the page and what it resolves. */
export const feature: LoadedFeature = { Page: ApproverPage, bindings: approverPageBindings };
