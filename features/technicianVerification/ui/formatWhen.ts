/** A date and time as technicians read them, e.g. "Oct 1, 2026, 9:00 AM". */
export function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
