import { IdNumber } from '@blueprintjs/icons';
import { featureNotices, type FeatureModule } from '@features/api/ui';
import { PsaTechVerificationSmsRequestEvent } from './core/PsaTechVerificationSmsRequest';

/** Technician Verification (spec sections 1 and 6: all PSAs; ticket, contact, project_ticket; VerificationPlus and Pro). */
export const technicianVerificationModule: FeatureModule = {
  id: 'technicianVerification',
  title: 'Technician Verification',
  icon: IdNumber,
  gate: { psas: 'all', screens: ['ticket', 'contact', 'project_ticket'], plans: ['VerificationPlus', 'Pro'] },
  hubEvents: ['PsaTechVerificationSmsRequest'],
  // A new request from an end user of this pod's PSA, for its ticket or contact (or naming neither yet).
  notices: featureNotices({
    key: (v) => v.id,
    event: PsaTechVerificationSmsRequestEvent,
    counts: (v, pod) =>
      v.status === 'Requested' &&
      v.crmId === pod.psaId &&
      ((!v.ticketId && !v.contactId) || v.ticketId === pod.ticket?.id || v.contactId === pod.contact?.id),
  }),
  load: () => import('./entry').then((m) => m.feature),
};
