import { Document } from '@blueprintjs/icons';
import type { FeatureModule } from '@features/api/ui';

/**
 * __title__ (written by npm run new:feature): every PSA, on ticket, contact and project ticket screens,
 * for the Pro plan. Give it its row of spec section 6 (gate) and its own icon.
 */
export const __name__Module: FeatureModule = {
  id: '__id__',
  title: '__title__',
  icon: Document,
  gate: { psas: 'all', screens: ['ticket', 'contact', 'project_ticket'], plans: ['Pro'] },
  load: () => import('./entry').then((m) => m.feature),
};
