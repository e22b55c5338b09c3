import { definePsa } from '../../../core/psa/PsaDescriptor';

/** ConnectWise: tickets, project tickets and contacts under /ConnectwisePod; the only PSA with Quick Ticket and Teams. */
export const connectWisePsa = definePsa({
  type: 'ConnectWise',
  typeNumber: 0,
  title: 'ConnectWise',
  slug: 'connectwise',
  variants: ['pod'],
  entryNames: ['ConnectWise'],
  lookups: {
    ticket: (psaId, ticketId) => `/ConnectwisePod/${psaId}/ticket/${ticketId}`,
    projectTicket: (psaId, ticketId) => `/ConnectwisePod/${psaId}/projectTicket/${ticketId}`,
    contact: (psaId, contactId) => `/ConnectwisePod/${psaId}/contact/${contactId}`,
  },
  resumeAfterSignIn: 'ticketAndScreen',
  // ConnectWise PSA's cloud (na., eu., au., ...) and its developer cloud; on-premise Manage servers are the tenant's.
  frameHosts: { cloud: ['https://*.myconnectwise.net', 'https://*.connectwisedev.com'], onPremise: true },
  sandbox: { psaIdSuffix: 'cw', firstTicket: 1001 },
  supports: { clientPortalChats: true, quickTicket: true, teamsChats: true, saveToContact: true, crmLinked: true },
});
