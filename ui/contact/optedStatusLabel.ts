import type { OptedStatus } from '@core/contact/Contact';

/** How the card names an opt-in status (the spec shows no values; docs/decisions/035-pod-records-read-leniently.md). */
export function optedStatusLabel(status: OptedStatus): string {
  return status === 'OptedIn' ? 'Opted in to SMS' : status === 'OptedOut' ? 'Opted out of SMS' : 'SMS opt-in unknown';
}
