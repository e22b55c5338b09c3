import type { World } from '../../world/World';
import type { MessagingTransport, SandboxConversation, SandboxMessage } from './messagingModel';

/** What seeding needs of the ledger. */
interface SeedTarget {
  conversations: SandboxConversation[];
  add(message: Omit<SandboxMessage, 'id'> & { id?: string }): SandboxMessage;
}

/** The seeded channel with a very long history (10,000 messages): acme-cw, Alice at Northwind. */
export const LONG_HISTORY_CONTACT = 'acme-cw-co2-ct1';
export const LONG_HISTORY_SIZE = 10_000;
const TECH = 'Tess Tech';
const START = Date.UTC(2026, 9, 1, 9, 0);

interface SeedConversation {
  transport: MessagingTransport;
  contactId: string;
  messages: Array<[direction: 'outbound' | 'inbound', body: string]>;
  optedOut?: boolean;
}

/**
 * Seeded conversations (ids are stable: sms-<contactId>, teams-<contactId>): SMS on tickets of
 * ConnectWise, Autotask and Halo, an opted-out channel (Dan replied STOP), one 10,000-message channel
 * and a Teams chat on a ConnectWise ticket. Bob (ct2) has none, so "start a conversation" can be seen.
 */
const SEEDS: SeedConversation[] = [
  {
    transport: 'sms',
    contactId: 'acme-cw-co1-ct1',
    messages: [
      ['outbound', 'Hi Alice, this is Tess from Acme MSP about your VPN ticket.'],
      ['inbound', 'Thanks! It still drops every few minutes.'],
      ['outbound', 'Could you restart the VPN client and tell me if it helps?'],
      ['inbound', 'Done, looks better. See https://status.example/vpn for what I saw <b>earlier</b>.'],
    ],
  },
  {
    transport: 'sms',
    contactId: 'acme-cw-co1-ct4',
    optedOut: true,
    messages: [
      ['outbound', 'Hi Dan, about your VPN ticket.'],
      ['inbound', 'STOP'],
    ],
  },
  {
    transport: 'sms',
    contactId: 'acme-at-co1-ct1',
    messages: [
      ['outbound', 'Hi Alice, your printer ticket is in progress.'],
      ['inbound', 'Great, thank you.'],
    ],
  },
  {
    transport: 'sms',
    contactId: 'acme-halo-co1-ct1',
    messages: [
      ['outbound', 'Hello from the Halo desk.'],
      ['inbound', 'Hello!'],
    ],
  },
  {
    transport: 'teams',
    contactId: 'acme-cw-co1-ct1',
    messages: [
      ['outbound', 'Hi Alice, moving our chat to Teams.'],
      ['inbound', 'Sure, happy to chat here.'],
    ],
  },
];

export function seedMessaging<L extends SeedTarget>(ledger: L, world: World): L {
  for (const seed of SEEDS) addSeed(ledger, world, seed);
  const long = addSeed(ledger, world, { transport: 'sms', contactId: LONG_HISTORY_CONTACT, messages: [] });
  if (long) {
    for (let i = 0; i < LONG_HISTORY_SIZE; i++) {
      const inbound = i % 2 === 1;
      ledger.add({
        id: `${long.id}-m${i + 1}`,
        conversationId: long.id,
        direction: inbound ? 'inbound' : 'outbound',
        body: `Message ${i + 1} of ${LONG_HISTORY_SIZE}`,
        from: inbound ? long.contactName : TECH,
        to: inbound ? 'Acme MSP' : long.address,
        date: new Date(START - (LONG_HISTORY_SIZE - i) * 60_000).toISOString(),
        clientId: null,
        seeded: true,
      });
    }
  }
  return ledger;
}

function addSeed(ledger: SeedTarget, world: World, seed: SeedConversation) {
  const contact = world.contacts.find((c) => c.id === seed.contactId);
  const ticket = world.tickets.find((t) => t.contactId === seed.contactId && t.kind === 'ticket');
  const psa = world.psas.find((p) => p.psaId === contact?.psaId);
  if (!contact || !ticket || !psa) return null;
  const phone = contact.communicationItems.find((i) => i.type === 'phone')?.value ?? '';
  const email = contact.communicationItems.find((i) => i.type === 'email')?.value ?? '';
  const conversation: SandboxConversation = {
    id: `${seed.transport}-${contact.id}`,
    transport: seed.transport,
    tenantId: psa.tenantId,
    crmId: psa.psaId,
    ticketId: ticket.id,
    contactId: contact.id,
    contactName: contact.name,
    address: seed.transport === 'sms' ? phone : email,
    optedOut: seed.optedOut ?? false,
    createdAt: new Date(START - 86_400_000 * 30).toISOString(),
    topic: seed.transport === 'teams' ? `Ticket ${ticket.number}: ${ticket.summary}` : '',
  };
  ledger.conversations.push(conversation);
  seed.messages.forEach(([direction, body], i) =>
    ledger.add({
      conversationId: conversation.id,
      direction,
      body,
      from: direction === 'inbound' ? contact.name : TECH,
      to: direction === 'inbound' ? 'Acme MSP' : conversation.address,
      date: new Date(START + i * 5 * 60_000).toISOString(),
      clientId: null,
      seeded: true,
    }),
  );
  return conversation;
}
