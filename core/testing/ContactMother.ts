import type { CommunicationItem, Contact, HistoryEntry } from '../contact/Contact';

/**
 * Contacts for tests and stories, matching the sandbox's seeded world (sandbox/world/seedWorld.ts,
 * integration acme-cw, company Contoso Dental), so calls made with them work against the sandbox.
 */
export const ContactMother = {
  /** Alice Johnson: verified, with history; her Microsoft tenant has onboarded. */
  alice(): Contact {
    return seeded('acme-cw-co1-ct1', 'Alice Johnson', '+1 (555) 010-2001', 'alice.johnson', true, {
      history: [
        {
          date: '2026-10-01T14:30:00.000Z',
          item: '+1 (555) 010-2001',
          type: 'SMS',
          inspector: 'Tess Tech',
          notes: 'Caller verified before password reset',
          isRevoked: false,
        },
      ],
    });
  },
  /** Bob Martinez: not verified; his mobile is stored with a national leading zero. */
  bob(): Contact {
    return seeded('acme-cw-co1-ct2', 'Bob Martinez', '0555 010 2002', 'bob.martinez', false);
  },
  /** Carol Nguyen: email only, no phone. */
  carol(): Contact {
    return seeded('acme-cw-co1-ct3', 'Carol Nguyen', null, 'carol.nguyen', false);
  },
  /** Dan Okafor: his mobile opted out of text messages. */
  dan(): Contact {
    return {
      ...seeded('acme-cw-co1-ct4', 'Dan Okafor', '+1 555 010 2004', 'dan.okafor', false),
      optedStatus: 'OptedOut',
    };
  },
  /** A contact built from parts, for rules that need specific items or history. */
  with(parts: Partial<Contact> = {}): Contact {
    return { ...ContactMother.bob(), ...parts };
  },
  historyEntry(parts: Partial<HistoryEntry> = {}): HistoryEntry {
    return {
      date: '2026-09-01T09:00:00.000Z',
      item: 'x@example.com',
      type: 'Email',
      inspector: 'Tess Tech',
      notes: '',
      isRevoked: false,
      ...parts,
    };
  },
};

function seeded(
  id: string,
  name: string,
  phone: string | null,
  emailUser: string,
  verified: boolean,
  extra: Partial<Contact> = {},
): Contact {
  const email = `${emailUser}@contoso.example`;
  const items: CommunicationItem[] = [
    { name: 'Work email', type: 'email', value: email, isVerified: verified },
    { name: 'Personal email', type: 'email', value: `${emailUser}.home@mail.example`, isVerified: false },
  ];
  if (phone) {
    items.unshift({ name: 'Mobile', type: 'phone', value: phone, isVerified: verified });
    // The office line every contact of the company shares (the sandbox says so per item).
    items.push({ name: 'Office', type: 'phone', value: '+1 555 010 9000', isVerified: false, isShared: true });
  }
  return {
    id,
    companyId: 'acme-cw-co1',
    companyName: 'Contoso Dental',
    name,
    phone,
    email,
    isVerified: verified,
    optedStatus: 'OptedIn',
    msTenantHasOnboarded: verified,
    communicationItems: items,
    history: [],
    ...extra,
  };
}
