import type { PodRecordWire } from '@adapters/http/wire/podRecordWire';
import type { SandboxContact, SandboxPsa, SandboxTicket, SandboxUser, World } from '../world/World';
import type { SandboxState } from './SandboxState';
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
      ...(h.request ? { CallerRequest: h.request } : {}),
      ...(h.callId ? { CallId: h.callId } : {}),
      ...(h.ticketId ? { TicketId: h.ticketId } : {}),
      ...(h.ticketNumber ? { TicketNumber: h.ticketNumber } : {}),
      ...(h.inspectorId ? { InspectorId: h.inspectorId } : {}),
      ...(h.approvedBy ? { ApprovedBy: h.approvedBy } : {}),
      ...(h.approval ? { Approval: h.approval } : {}),
    })),
  };
}

/** Outcome of finding a PSA for the signed-in technician: the PSA or why not (message + status). */
export type PsaAccess = { psa: SandboxPsa } | { error: string; status: 403 | 404 };

/** The technician's tenant must own the integration, and it must be of the type the path names. */
export function psaFor(
  state: SandboxState,
  user: SandboxUser,
  psaId: string,
  types: readonly string[] | null,
): PsaAccess {
  const psa = state.world.psas.find((p) => p.psaId === psaId);
  if (!psa || psa.tenantId !== user.tenantId)
    return { error: `No integration ${psaId} was found for your company.`, status: 404 };
  if (types && !types.includes(psa.type))
    return { error: `Integration ${psaId} is a ${psa.type} integration, not ${types.join(' or ')}.`, status: 404 };
  return { psa };
}
