import fc from 'fast-check';
import type { Contact } from '@features/api/core';
import { ContactMother } from '@core/testing/ContactMother';
import { itemTypeOf, recordVerification, recordVerificationOnce } from './recordVerification';
import type { VerificationRecord } from './VerificationRecord';

const record = (parts: Partial<VerificationRecord> = {}): VerificationRecord => ({
  value: '+1 555 010 2002',
  validationType: 'SMS',
  inspectorName: 'Tess Tech',
  note: 'Caller asked for a password reset',
  date: '2026-11-22T10:00:00.000Z',
  ...parts,
});

describe('recording a verification', () => {
  it('makes the contact verified and puts the history entry first, built from the payload', () => {
    const before = ContactMother.with({ history: [ContactMother.historyEntry()] });
    const after = recordVerification(before, record());
    expect(after.isVerified).toBe(true);
    expect(after.history).toEqual([
      {
        date: '2026-11-22T10:00:00.000Z',
        item: '+1 555 010 2002',
        type: 'SMS',
        inspector: 'Tess Tech',
        notes: 'Caller asked for a password reset',
        isRevoked: false,
      },
      before.history[0],
    ]);
  });

  it('verifies the phone item whose digits match (leading zero dropped), and nothing else', () => {
    const after = recordVerification(ContactMother.bob(), record());
    expect(after.communicationItems.map((i) => [i.name, i.isVerified])).toEqual([
      ['Mobile', true],
      ['Work email', false],
      ['Personal email', false],
      ['Office', false],
    ]);
  });

  it('verifies an email item only on an exact match, and only items of the same type', () => {
    const bob = ContactMother.bob();
    const exact = recordVerification(bob, record({ validationType: 'Email', value: 'bob.martinez@contoso.example' }));
    expect(exact.communicationItems.filter((i) => i.isVerified).map((i) => i.name)).toEqual(['Work email']);
    const cased = recordVerification(bob, record({ validationType: 'Email', value: 'Bob.Martinez@contoso.example' }));
    expect(cased.communicationItems.some((i) => i.isVerified)).toBe(false);
    expect(cased.isVerified).toBe(true);
  });

  it('a push verifies the person and records history without touching items', () => {
    const after = recordVerification(
      ContactMother.bob(),
      record({ validationType: 'Duo Push', value: '0555 010 2002' }),
    );
    expect(after.isVerified).toBe(true);
    expect(after.history[0]?.type).toBe('Duo Push');
    expect(after.communicationItems.some((i) => i.isVerified)).toBe(false);
  });

  it('leaves the given contact untouched', () => {
    const bob = ContactMother.bob();
    const copy = structuredClone(bob);
    recordVerification(bob, record());
    expect(bob).toEqual(copy);
  });

  it('records the same verification once when it arrives twice', () => {
    const once = recordVerificationOnce(ContactMother.bob(), record());
    expect(recordVerificationOnce(once, record()).history).toHaveLength(1);
    const twice = recordVerificationOnce(once, record({ date: '2026-11-22T11:00:00.000Z' }));
    expect(twice.history).toHaveLength(2);
    // The older one arriving again (a resumed call, another tab) is not recorded a second time below the newer.
    expect(recordVerificationOnce(twice, record())).toBe(twice);
  });

  it.each([
    ['SMS', 'phone'],
    ['sms', 'phone'],
    ['Phone', 'phone'],
    ['Email', 'email'],
    ['Duo Push', null],
    ['Microsoft Push', null],
  ])('validation type %s verifies a %s item', (type, expected) => {
    expect(itemTypeOf(type)).toBe(expected);
  });

  it('a link verifies where it was sent: an address with an @ is an email, anything else a phone', () => {
    expect(itemTypeOf('Link', 'alice@contoso.example')).toBe('email');
    expect(itemTypeOf('Link', '+1 555 010 2001')).toBe('phone');
    expect(itemTypeOf('Link', '')).toBeNull();
    const carol = recordVerification(
      ContactMother.carol(),
      record({ validationType: 'Link', value: 'carol.nguyen@contoso.example' }),
    );
    expect(carol.communicationItems.find((i) => i.name === 'Work email')?.isVerified).toBe(true);
  });
});

describe('recording, for any contact and record', () => {
  const item = fc.record({
    name: fc.string(),
    type: fc.constantFrom('phone' as const, 'email' as const),
    value: fc.oneof(
      fc.emailAddress(),
      fc.string({ unit: fc.constantFrom(...'0123456789 +-()'.split('')), maxLength: 16 }),
    ),
    isVerified: fc.boolean(),
  });
  const contact = fc
    .record({ communicationItems: fc.array(item, { maxLength: 6 }), isVerified: fc.boolean() })
    .map((parts): Contact => ContactMother.with({ ...parts, history: [ContactMother.historyEntry()] }));
  const anyRecord = fc.record({
    value: fc.string(),
    validationType: fc.constantFrom('SMS', 'Email', 'Duo Push', 'Microsoft Push', 'Other'),
    inspectorName: fc.string(),
    note: fc.string(),
    date: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  });

  it('adds exactly one history entry, first, and keeps the rest in order', () => {
    fc.assert(
      fc.property(contact, anyRecord, (c, r) => {
        const after = recordVerification(c, r);
        expect(after.history).toHaveLength(c.history.length + 1);
        expect(after.history.slice(1)).toEqual(c.history);
        expect(after.history[0]).toMatchObject({
          item: r.value,
          type: r.validationType,
          inspector: r.inspectorName,
          notes: r.note,
          isRevoked: false,
        });
        expect(after.isVerified).toBe(true);
      }),
    );
  });

  it('never un-verifies an item, keeps the item count, and only verifies items of the recorded type', () => {
    fc.assert(
      fc.property(contact, anyRecord, (c, r) => {
        const after = recordVerification(c, r);
        expect(after.communicationItems).toHaveLength(c.communicationItems.length);
        after.communicationItems.forEach((itemAfter, i) => {
          const itemBefore = c.communicationItems[i]!;
          if (itemBefore.isVerified) expect(itemAfter.isVerified).toBe(true);
          if (!itemBefore.isVerified && itemAfter.isVerified) expect(itemAfter.type).toBe(itemTypeOf(r.validationType));
          expect({ ...itemAfter, isVerified: itemBefore.isVerified }).toEqual(itemBefore);
        });
      }),
    );
  });
});
