import { looksLikePhone } from '@core/contact/phoneKind';
import { BreakableValue } from './BreakableValue';
import { FormattedPhone } from './FormattedPhone';

/**
 * A value that reaches a contact, known only as text (a history item, a request's recipient): a phone
 * number in the pod's one format, anything else (an email) wrapping only at @ and dots.
 */
export function ContactValue({ value }: { value: string }) {
  return looksLikePhone(value) ? <FormattedPhone value={value} /> : <BreakableValue value={value} />;
}
