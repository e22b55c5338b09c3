import type { PodScreen } from './podQuery';
import type { PsaDescriptor } from './PsaDescriptor';

/**
 * The screen a PSA can actually show for the asked one: a PSA without ticket lookups (Kaseya,
 * Microsoft 365, ImportIntegration) opens on the contact screen, and a project ticket is an ordinary
 * ticket where the PSA has no project lookup.
 */
export function podScreenFor(descriptor: PsaDescriptor, asked: PodScreen): PodScreen {
  if (!descriptor.lookups.ticket) return 'contact';
  if (asked === 'project_ticket' && !descriptor.lookups.projectTicket) return 'ticket';
  return asked;
}

/** How the page names the record of a screen. */
export function recordNoun(screen: PodScreen): string {
  return screen === 'contact' ? 'contact' : screen === 'project_ticket' ? 'project ticket' : 'ticket';
}
