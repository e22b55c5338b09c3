import { IdNumber } from '@blueprintjs/icons';
import type { FeatureModule } from '../../ui/features/FeatureModule';

/** Technician Verification (spec sections 1 and 6: all PSAs; ticket, contact, project_ticket; VerificationPlus and Pro). */
export const technicianVerificationModule: FeatureModule = {
  id: 'technicianVerification',
  title: 'Technician Verification',
  icon: IdNumber,
  gate: { psas: 'all', screens: ['ticket', 'contact', 'project_ticket'], plans: ['VerificationPlus', 'Pro'] },
  hubEvents: ['PsaTechVerificationSmsRequest'],
  load: () => import('./entry').then((m) => m.feature),
};
