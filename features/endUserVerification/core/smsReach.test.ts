import type { CommunicationItem } from '@features/api/core';
import { ContactMother } from '@core/testing/ContactMother';
import { isMobile, smsRefusal, smsRefusalText } from './smsReach';

describe('smsReach: where a code or link may be texted', () => {
  const dan = ContactMother.dan();
  const alice = ContactMother.alice();
  const named = (contact: typeof dan, name: string) => contact.communicationItems.find((i) => i.name === name)!;

  it('the record phone and items named mobile or cell are mobiles; an office line and an email are not', () => {
    expect(isMobile(named(dan, 'Mobile'), dan)).toBe(true);
    expect(
      isMobile({ name: 'Cell', type: 'phone', value: '+1 555 000 0000', isVerified: false }, { phone: null }),
    ).toBe(true);
    expect(isMobile(named(dan, 'Office'), dan)).toBe(false);
    expect(isMobile(named(dan, 'Work email'), dan)).toBe(false);
  });

  it('a contact who opted out: none of their numbers; a shared office line says it is shared; email is not texting', () => {
    expect(smsRefusal(named(dan, 'Mobile'), dan)).toBe('optedOut');
    // What the number is comes first: the office line is everyone's, whatever Dan chose.
    expect(smsRefusal(named(dan, 'Office'), dan)).toBe('shared');
    expect(smsRefusal(named(dan, 'Work email'), dan)).toBeNull();
  });

  it("a line other contacts share, or a landline, takes no code; the contact's own mobile does", () => {
    expect(smsRefusal(named(alice, 'Office'), alice)).toBe('shared');
    expect(smsRefusal({ ...named(alice, 'Office'), isShared: false }, alice)).toBe('landline');
    expect(smsRefusal(named(alice, 'Mobile'), alice)).toBeNull();
    expect(smsRefusal({ name: 'Phone', type: 'phone', value: '+1 555 000 1111', isVerified: false }, alice)).toBeNull();
    expect(smsRefusal(named(alice, 'Mobile'), alice, true)).toBe('numberOptedOut');
  });

  it('a fax line (by its type or its name), a number the PSA types otherwise, a number with letters: each its own reason', () => {
    const phone = (parts: Partial<CommunicationItem>): CommunicationItem => ({
      name: 'Phone',
      type: 'phone',
      value: '+1 555 000 1111',
      isVerified: false,
      ...parts,
    });
    expect(smsRefusal(phone({ lineKind: 'fax' }), alice)).toBe('fax');
    expect(smsRefusal(phone({ name: 'Fax line' }), alice)).toBe('fax');
    expect(smsRefusal(phone({ name: 'Telefax' }), alice)).toBe('fax');
    expect(smsRefusal(phone({ lineKind: 'other', name: 'Beeper' }), alice)).toBe('notAPhone');
    expect(smsRefusal(phone({ value: '555-CALL-NOW' }), alice)).toBe('notANumber');
    // A shared fax is a shared line first; a fax of a contact who opted out says fax.
    expect(smsRefusal(phone({ lineKind: 'fax', isShared: true }), alice)).toBe('shared');
    expect(smsRefusal(phone({ lineKind: 'fax' }), dan)).toBe('fax');
    expect(smsRefusalText('fax', alice)).toBe(
      'A fax line cannot receive text messages: choose a mobile or an email address.',
    );
  });

  it('says why in words, once, naming who and which company', () => {
    expect(smsRefusalText('optedOut', dan)).toBe(
      'Dan Okafor opted out of text messages: no code or link is texted to this contact.',
    );
    expect(smsRefusalText('shared', alice)).toMatch(/^Shared line: other contacts of Contoso Dental use this number/);
  });
});
