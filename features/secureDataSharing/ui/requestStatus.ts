import type { StatusTone } from '@features/api/ui';
import type { RequestStatus } from '../core/SecureData';

/** A data request's status in the technician's words, one tone each (the kit's StatusTag). */
export const REQUEST_STATUS: Record<RequestStatus, { label: string; tone: StatusTone }> = {
  created: { label: 'Not sent', tone: 'neutral' },
  sent: { label: 'Waiting', tone: 'progress' },
  answered: { label: 'Answered', tone: 'success' },
  viewed: { label: 'Answer read', tone: 'neutral' },
  expired: { label: 'Expired', tone: 'danger' },
};
