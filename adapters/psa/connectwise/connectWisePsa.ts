import type { PsaDescriptor } from '../../../core/psa/PsaDescriptor';
import { psaTypeNumber } from '../../../core/psa/PsaType';

/** ConnectWise: tickets, project tickets and contacts under /ConnectwisePod; the only PSA with Quick Ticket and Teams. */
export const connectWisePsa: PsaDescriptor = {
  type: 'ConnectWise',
  typeNumber: psaTypeNumber('ConnectWise'),
  title: 'ConnectWise',
  slug: 'connectwise',
  variants: ['pod'],
  entryNames: ['ConnectWise'],
  lookups: {
    ticket: (psaId, ticketId) => `/ConnectwisePod/${psaId}/ticket/${ticketId}`,
    projectTicket: (psaId, ticketId) => `/ConnectwisePod/${psaId}/projectTicket/${ticketId}`,
    contact: (psaId, contactId) => `/ConnectwisePod/${psaId}/contact/${contactId}`,
  },
  supports: { clientPortalChats: true, quickTicket: true, teamsChats: true, saveToContact: true },
};
