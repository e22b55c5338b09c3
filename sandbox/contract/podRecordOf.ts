import type { PodRecordWire } from '@adapters/http/wire/podRecordWire';
import { CALL_FIELDS_ON_THE_WIRE, presentFields } from '@features/sandboxRegistry';
import type { SandboxContact, SandboxTicket, World } from '../world/World';
import { isSharedLine } from './verification/phoneNumbers';

/** The pod record of a ticket (with its contact, if any) or of a contact alone (spec section 3). */
export function podRecordOf(world: World, ticket: SandboxTicket | null, contact: SandboxContact | null): PodRecordWire {
  const companyId = contact?.companyId ?? ticket?.companyId ?? null;
  const company = world.companies.find((c) => c.id === companyId);
  return {
    TicketId: ticket?.id ?? null,
    TicketNumber: ticket?.number ?? null,
    CompanyId: companyId,
    CompanyName: company?.name ?? null,
    ...(contact ? contactFields(world, contact) : NO_CONTACT),
  };
}

type ContactFields = Omit<PodRecordWire, 'TicketId' | 'TicketNumber' | 'CompanyId' | 'CompanyName'>;

/** A ticket without a contact. */
const NO_CONTACT: ContactFields = {
  ContactId: null,
  ContactName: null,
  ContactInitials: null,
  ContactPhone: null,
  ContactEmail: null,
  isVerified: false,
  optedStatus: null,
  msTenantHasOnboarded: false,
  clientPortalChats: [],
  communicationItems: [],
  history: [],
};

function contactFields(world: World, contact: SandboxContact): ContactFields {
  return {
    ContactId: contact.id,
    ContactName: contact.name,
    ContactInitials: contact.name
      .split(' ')
      .map((w) => w.charAt(0))
      .join('')
      .slice(0, 2),
    ContactPhone: contact.communicationItems.find((i) => i.type === 'phone')?.value ?? null,
    ContactEmail: contact.communicationItems.find((i) => i.type === 'email')?.value ?? null,
    isVerified: contact.communicationItems.some((i) => i.isVerified),
    optedStatus: contact.optedStatus ?? null,
    msTenantHasOnboarded: contact.msTenantHasOnboarded ?? false,
    clientPortalChats: [],
    communicationItems: contact.communicationItems.map((i) => ({
      Name: i.name,
      Type: i.type,
      Value: i.value,
      IsVerified: i.isVerified,
      // Said only of a line other contacts of the company use too (a project addition).
      ...(i.type === 'phone' && isSharedLine(world, contact, i.value) ? { IsShared: true } : {}),
    })),
    history: (contact.history ?? []).map((h) => ({
      Date: h.date,
      Item: h.item,
      Type: h.type,
      Inspector: h.inspector,
      Notes: h.notes,
      IsRevoked: h.isRevoked,
      // End User Verification's rule: a call field goes on the entry only where the check had one.
      ...presentFields(h, CALL_FIELDS_ON_THE_WIRE),
    })),
  };
}
