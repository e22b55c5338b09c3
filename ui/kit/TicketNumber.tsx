import { ticketNumberText } from '@core/psa/ticketNumberText';

/** A ticket's number the way the pod header writes it: "#T1001", wherever a ticket is named. */
export function TicketNumber({ number }: { number: string }) {
  return <span className="kit-ticket-number">{ticketNumberText(number)}</span>;
}
