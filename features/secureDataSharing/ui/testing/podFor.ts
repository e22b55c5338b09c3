import type { Contact, FeaturePodContext } from '@features/api/core';

/** The pod context of an acme-cw ticket (or, with ticket null, a contact screen). */
export function podFor(
  contact: Contact | null,
  ticket: { id: string; number: string } | null = { id: '1002', number: 'T1002' },
): FeaturePodContext {
  return {
    psa: null,
    psaId: 'acme-cw',
    screen: ticket ? 'ticket' : 'contact',
    ticket,
    company: { id: 'acme-cw-co1', name: 'Contoso Dental' },
    contact,
    ready: true,
  };
}
