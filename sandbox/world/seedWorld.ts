import type {
  SandboxCompany,
  SandboxContact,
  SandboxPsa,
  SandboxTenant,
  SandboxTicket,
  SandboxUser,
  World,
} from './World';
import { PSA_KINDS } from './psaKinds';

/** Every sandbox user's password. Printed by `npm start`. */
export const SANDBOX_PASSWORD = 'sandbox';
/** The MFA code of mfa@sandbox.test (fixed so people and tests can type it). */
export const SANDBOX_MFA_CODE = '246810';

const TENANTS: SandboxTenant[] = [
  { id: 't-acme', alias: 'acme', name: 'Acme MSP', plan: 'Pro', logo: null },
  { id: 't-bolt', alias: 'bolt', name: 'Bolt IT', plan: 'VerificationPlus', logo: null },
  { id: 't-free', alias: 'free', name: 'Freeway Support', plan: 'Free', logo: null },
  // A demo subscription skips the plan filter; an obsolete one does too when the demo flag is absent.
  {
    id: 't-demo',
    alias: 'demo',
    name: 'Demo Desk',
    plan: 'Free',
    logo: null,
    subscription: { enabled: true, demo: true, obsolete: false },
  },
  {
    id: 't-old',
    alias: 'old',
    name: 'Oldtown IT',
    plan: 'Free',
    logo: null,
    subscription: { enabled: true, demo: null, obsolete: true },
  },
];

const USERS: SandboxUser[] = [
  user('u-tech', 'tech@sandbox.test', 'Tess Tech', 't-acme'),
  { ...user('u-mfa', 'mfa@sandbox.test', 'Max Factor', 't-acme'), mfaCode: SANDBOX_MFA_CODE },
  { ...user('u-sso', 'sso@sandbox.test', 'Sam Single', 't-acme'), singleSignOn: true },
  user('u-plus', 'plus@sandbox.test', 'Vera Plus', 't-bolt'),
  user('u-free', 'free@sandbox.test', 'Fred Free', 't-free'),
  user('u-demo', 'demo@sandbox.test', 'Dee Demo', 't-demo'),
  user('u-old', 'old@sandbox.test', 'Olga Oldtown', 't-old'),
  // Signs in with a password, then approves a Duo push (sandbox/identity/duoRoutes.ts).
  user('u-duo', 'duo@sandbox.test', 'Dana Duo', 't-acme'),
];

/**
 * How far apart one tenant's ticket numbers are from the previous tenant's: the width of one tenant's
 * tickets over the ten original PSAs, so every seeded id that stories and tests name stays what it was.
 */
const TENANT_TICKET_STRIDE = 102;

const PEOPLE = [
  { name: 'Alice Johnson', phone: '+1 (555) 010-2001', email: 'alice.johnson', verified: true },
  { name: 'Bob Martinez', phone: '0555 010 2002', email: 'bob.martinez', verified: false },
  { name: 'Carol Nguyen', phone: null, email: 'carol.nguyen', verified: false },
  { name: 'Dan Okafor', phone: '+1 555 010 2004', email: 'dan.okafor', verified: false, optedOut: true },
];

const COMPANIES = ['Contoso Dental', 'Northwind Traders'];

function user(id: string, email: string, username: string, tenantId: string): SandboxUser {
  return { id, email, username, password: SANDBOX_PASSWORD, tenantId, mfaCode: null, singleSignOn: false };
}

/**
 * A fresh copy of the seeded world. Deterministic: the same ids every time, so tests and the
 * docs can name a ticket; every call returns new objects, so one test's changes never leak.
 */
export function seedWorld(): World {
  const psas: SandboxPsa[] = [];
  const companies: SandboxCompany[] = [];
  const contacts: SandboxContact[] = [];
  const tickets: SandboxTicket[] = [];
  TENANTS.forEach((tenant, tenantIndex) => {
    for (const kind of PSA_KINDS) {
      // Numbered per PSA and tenant (not by position), so adding a PSA moves no other ids.
      let ticketNumber = kind.firstTicket - 1 + tenantIndex * TENANT_TICKET_STRIDE;
      const psaId = `${tenant.alias}-${kind.psaIdSuffix}`;
      psas.push({ psaId, tenantId: tenant.id, type: kind.type, name: kind.name });
      COMPANIES.forEach((companyName, companyIndex) => {
        const companyId = `${psaId}-co${companyIndex + 1}`;
        const domain = companyName.toLowerCase().split(' ')[0] + '.example';
        companies.push({ id: companyId, psaId, name: companyName });
        PEOPLE.forEach((person, personIndex) => {
          const contactId = `${companyId}-ct${personIndex + 1}`;
          contacts.push(contactOf(contactId, psaId, companyId, person, domain));
          ticketNumber += 1;
          tickets.push({
            id: String(ticketNumber),
            psaId,
            number: `T${ticketNumber}`,
            summary: `${person.name.split(' ')[0]} cannot reach the VPN`,
            companyId,
            contactId,
            kind: 'ticket',
          });
        });
        ticketNumber += 1;
        tickets.push({
          id: String(ticketNumber),
          psaId,
          number: `T${ticketNumber}`,
          summary: 'Printer on floor 2 is offline',
          companyId,
          contactId: null,
          kind: 'ticket',
        });
        if (kind.projectTickets) {
          ticketNumber += 1;
          tickets.push({
            id: String(ticketNumber),
            psaId,
            number: `P${ticketNumber}`,
            summary: 'Office move: network cut-over',
            companyId,
            contactId: `${companyId}-ct1`,
            kind: 'project_ticket',
          });
        }
      });
    }
  });

  appendLargeCompany(companies, contacts, tickets);
  return structuredClone({ tenants: TENANTS, users: USERS, psas, companies, contacts, tickets });
}

function contactOf(
  id: string,
  psaId: string,
  companyId: string,
  person: (typeof PEOPLE)[number],
  domain: string,
): SandboxContact {
  const email = `${person.email}@${domain}`;
  const items: SandboxContact['communicationItems'] = [
    { name: 'Work email', type: 'email', value: email, isVerified: person.verified },
    { name: 'Personal email', type: 'email', value: `${person.email}.home@mail.example`, isVerified: false },
  ];
  if (person.phone) {
    items.unshift({ name: 'Mobile', type: 'phone', value: person.phone, isVerified: person.verified });
    // The company's main line: every contact with a phone has it, so it is a shared line (no code goes there).
    items.push({ name: 'Office', type: 'phone', value: '+1 555 010 9000', isVerified: false });
  }
  return {
    id,
    psaId,
    companyId,
    name: person.name,
    optedStatus: 'optedOut' in person && person.optedOut ? 'OptedOut' : 'OptedIn',
    msTenantHasOnboarded: person.verified,
    communicationItems: items,
    history: person.verified
      ? [
          {
            date: '2026-10-01T14:30:00.000Z',
            item: person.phone ?? email,
            type: 'SMS',
            inspector: 'Tess Tech',
            notes: 'Caller verified before password reset',
            isRevoked: false,
          },
        ]
      : [],
  };
}

/** One office line, as different PSA records spell it (punctuation, a national leading zero). */
const SHARED_LINE_SPELLINGS = ['+1 555 010 9000', '(555) 010-9000', '0555 010 9000'];

/**
 * A ConnectWise company with more contacts than one page of the contact picker (20), so paging as
 * the list scrolls can be seen and tested. Ticket 9001 belongs to its first contact.
 */
function appendLargeCompany(companies: SandboxCompany[], contacts: SandboxContact[], tickets: SandboxTicket[]): void {
  const psaId = 'acme-cw';
  const companyId = `${psaId}-co3`;
  companies.push({ id: companyId, psaId, name: 'Fabrikam Holdings' });
  for (let i = 1; i <= 45; i++) {
    const n = String(i).padStart(2, '0');
    const person = {
      name: `Fabrikam Staff ${n}`,
      phone: `+1 555 020 30${n}`,
      email: `staff${n}`,
      verified: i % 3 === 0,
    };
    const contact = contactOf(`${companyId}-ct${i}`, psaId, companyId, person, 'fabrikam.example');
    // The same main line as PSAs store it, written three ways: still one shared number (the spec's phone rule).
    const office = contact.communicationItems.find((item) => item.name === 'Office')!;
    office.value = SHARED_LINE_SPELLINGS[i % SHARED_LINE_SPELLINGS.length]!;
    contacts.push(contact);
  }
  tickets.push({
    id: '9001',
    psaId,
    number: 'T9001',
    summary: 'New starter needs an account',
    companyId,
    contactId: `${companyId}-ct1`,
    kind: 'ticket',
  });
}
