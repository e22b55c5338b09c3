import { Button, Callout, Intent } from '@blueprintjs/core';
import { ticketNumberText } from '@features/api/core';
import { focusNext } from '@features/api/ui';
import type { CreatedTicket } from '../core/QuickTicketLookups';

export interface CreatedTicketNoticeProps {
  ticket: CreatedTicket;
  /** Starts another ticket for the same contact. */
  onAnother(): void;
}

/** The created ticket: its number and where to open it. */
export function CreatedTicketNotice({ ticket, onAnother }: CreatedTicketNoticeProps) {
  return (
    <Callout
      intent={Intent.SUCCESS}
      role="status"
      title={`Ticket ${ticketNumberText(ticket.number)} created`}
      tabIndex={-1}
      {...focusNext()}
    >
      <p className="quick-ticket__created-summary">{ticket.summary}</p>
      <div className="quick-ticket__created-actions">
        {ticket.link && (
          <a href={ticket.link} target="_blank" rel="noopener noreferrer" className="quick-ticket__created-link">
            Open ticket {ticketNumberText(ticket.number)}
          </a>
        )}
        <Button text="Create another ticket" onClick={onAnother} />
      </div>
    </Callout>
  );
}
