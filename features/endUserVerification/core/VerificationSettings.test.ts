import { ContactMother } from '../../../core/testing/ContactMother';
import { mergeSettings, noteRequired, offeredMethods, type VerificationSettings } from './VerificationSettings';

const tenant: VerificationSettings = {
  methods: { sms: true, email: true, duoPush: true, microsoftPush: true },
  codeLifetimeSeconds: 300,
  noteRequiredForOtherContacts: true,
};

describe('verification settings', () => {
  it('a company overrides only what it sets', () => {
    expect(mergeSettings(tenant, null)).toEqual(tenant);
    expect(mergeSettings(tenant, { codeLifetimeSeconds: 120, methods: { duoPush: false } })).toEqual({
      ...tenant,
      codeLifetimeSeconds: 120,
      methods: { ...tenant.methods, duoPush: false },
    });
    expect(mergeSettings(tenant, { codeLifetimeSeconds: null, noteRequiredForOtherContacts: false })).toEqual({ ...tenant, noteRequiredForOtherContacts: false });
  });

  it('offers what is enabled and possible for the contact', () => {
    expect(offeredMethods(tenant, ContactMother.alice())).toEqual(['sms', 'email', 'duoPush', 'microsoftPush']);
    // Bob's Microsoft tenant has not onboarded; Carol has no phone to text.
    expect(offeredMethods(tenant, ContactMother.bob())).toEqual(['sms', 'email', 'duoPush']);
    expect(offeredMethods(tenant, ContactMother.carol())).toEqual(['email', 'duoPush']);
    expect(offeredMethods({ ...tenant, methods: { ...tenant.methods, sms: false, duoPush: false } }, ContactMother.alice())).toEqual(['email', 'microsoftPush']);
  });

  it('asks for a note only for a contact other than the ticket’s own, when the settings say so', () => {
    expect(noteRequired(tenant, true)).toBe(false);
    expect(noteRequired(tenant, false)).toBe(true);
    expect(noteRequired({ ...tenant, noteRequiredForOtherContacts: false }, false)).toBe(false);
  });
});
