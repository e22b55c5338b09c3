import type { PodScreen } from './podQuery';
import { podScreenFor } from './podScreenFor';
import type { PsaDescriptor } from './PsaDescriptor';

/** The path of a pod's record lookup for a screen and id (segments URL-encoded here, once for all PSAs). */
export function podLookupPath(descriptor: PsaDescriptor, psaId: string, screen: PodScreen, id: string): string {
  const shown = podScreenFor(descriptor, screen);
  const { ticket, projectTicket, contact } = descriptor.lookups;
  const build = shown === 'contact' ? contact : shown === 'project_ticket' ? projectTicket! : ticket!;
  return build(encodeURIComponent(psaId), encodeURIComponent(id));
}
