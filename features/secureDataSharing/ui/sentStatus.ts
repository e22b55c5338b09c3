import type { StatusTone } from '@features/api/ui';
import type { SentItem } from '../core/SecureData';

/** Whether the contact opened a link or request, in the technician's words (the kit's StatusTag). */
export function sentTag(item: Pick<SentItem, 'status' | 'openedAt' | 'sends'>): { label: string; tone: StatusTone } {
  // A request the contact answered was opened, whenever that was.
  if (item.openedAt !== null || item.status === 'opened' || item.status === 'answered' || item.status === 'viewed')
    return { label: 'Opened', tone: 'success' };
  if (item.status === 'expired') return { label: 'Expired', tone: 'danger' };
  if (item.sends.length === 0) return { label: 'Not sent', tone: 'neutral' };
  return { label: 'Not opened', tone: 'progress' };
}

/** "Secure link" or "Request: the license key". */
export function sentTitle(item: Pick<SentItem, 'kind' | 'title'>): string {
  return item.kind === 'link' ? 'Secure link' : `Request: ${item.title ?? ''}`;
}
