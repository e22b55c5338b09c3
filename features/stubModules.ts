import { Add, Chat, IdNumber, Lock, MobilePhone, People } from '@blueprintjs/icons';
import type { FeatureModule } from '../ui/features/FeatureModule';

/*
 * Stand-ins for the six features whose folders are being written (issue 12): their sidebar entry,
 * icon and gate (spec section 6, PSA conditions as descriptor capabilities) and a "coming soon" page.
 * features/registry.ts uses a stub only while no real module has its id, so a feature's module
 * replaces its stub by its own registry line; delete the stub here when it lands.
 */
const ALL_SCREENS = ['ticket', 'contact', 'project_ticket'] as const;
const ALL_PLANS = ['Free', 'VerificationPlus', 'Pro'] as const;
const stubPage = (title: string, icon: FeatureModule['icon']) => () =>
  import('../ui/features/StubFeaturePage').then((m) => m.stubFeature(title, icon));

export const stubModules: readonly FeatureModule[] = [
  {
    id: 'clientPortalChats',
    title: 'Client Portal Chats',
    icon: Chat,
    gate: { psas: 'clientPortalChats', alsoRequires: ['crmLinked'], screens: ['ticket'], plans: ['Pro'] },
    load: stubPage('Client Portal Chats', Chat),
  },
  {
    id: 'secureDataSharing',
    title: 'Secure Data Sharing',
    icon: Lock,
    gate: { psas: 'all', screens: ALL_SCREENS, plans: ALL_PLANS },
    load: stubPage('Secure Data Sharing', Lock),
  },
  {
    id: 'technicianVerification',
    title: 'Technician Verification',
    icon: IdNumber,
    gate: { psas: 'all', screens: ALL_SCREENS, plans: ['VerificationPlus', 'Pro'] },
    load: stubPage('Technician Verification', IdNumber),
  },
  {
    id: 'smsMessaging',
    title: 'SMS Messaging',
    icon: MobilePhone,
    gate: { psas: 'all', screens: ['ticket', 'project_ticket'], plans: ['Pro'] },
    load: stubPage('SMS Messaging', MobilePhone),
  },
  {
    id: 'quickTicket',
    title: 'Quick Ticket',
    icon: Add,
    gate: { psas: 'quickTicket', screens: ['contact'], plans: ALL_PLANS },
    load: stubPage('Quick Ticket', Add),
  },
  {
    id: 'MSTeamsChats',
    title: 'MS Teams Chats',
    icon: People,
    gate: { psas: 'teamsChats', screens: ['ticket'], plans: ALL_PLANS, removedWhenPlanFiltered: true },
    load: stubPage('MS Teams Chats', People),
  },
];
