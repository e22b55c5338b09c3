import { ContactMother } from '@core/testing/ContactMother';
import { scriptedSettings } from './testing/ScriptedVerificationApi';
import { mergeSettings, methodsNeeded, noteRequired, microsoftReachable, offeredMethods } from './VerificationSettings';

const tenant = scriptedSettings();

describe('verification settings', () => {
  it('a company overrides only what it sets', () => {
    expect(mergeSettings(tenant, null)).toEqual(tenant);
    expect(mergeSettings(tenant, { codeLifetimeSeconds: 120, methods: { duoPush: false } })).toEqual({
      ...tenant,
      codeLifetimeSeconds: 120,
      methods: { ...tenant.methods, duoPush: false },
    });
    expect(mergeSettings(tenant, { codeLifetimeSeconds: null, noteRequiredForOtherContacts: false })).toEqual({
      ...tenant,
      noteRequiredForOtherContacts: false,
    });
    expect(
      mergeSettings(tenant, { verifiedForMinutes: 15, failedAttempts: { lockAt: 4 }, twoMethodRequests: ['MfaReset'] }),
    ).toEqual({
      ...tenant,
      verifiedForMinutes: 15,
      failedAttempts: { ...tenant.failedAttempts, lockAt: 4 },
      twoMethodRequests: ['MfaReset'],
    });
  });

  it('two methods for the requests the company lists, one otherwise', () => {
    expect(methodsNeeded(tenant, 'PasswordReset')).toBe(2);
    expect(methodsNeeded(tenant, 'MfaReset')).toBe(2);
    expect(methodsNeeded(tenant, 'Other')).toBe(1);
    expect(methodsNeeded({ twoMethodRequests: [] }, 'PasswordReset')).toBe(1);
  });

  it('offers what is enabled and possible for the contact', () => {
    expect(offeredMethods(tenant, ContactMother.alice())).toEqual([
      'sms',
      'email',
      'link',
      'duoPush',
      'microsoftPush',
      'teams',
    ]);
    // Bob's Microsoft tenant has not onboarded: Teams and the Microsoft push are offered, and cannot reach him
    // (microsoftReachable: disabled with the reason); Carol has no phone to text.
    expect(offeredMethods(tenant, ContactMother.bob())).toEqual([
      'sms',
      'email',
      'link',
      'duoPush',
      'microsoftPush',
      'teams',
    ]);
    expect(microsoftReachable('teams', ContactMother.bob())).toBe(false);
    expect(microsoftReachable('microsoftPush', ContactMother.bob())).toBe(false);
    expect(microsoftReachable('duoPush', ContactMother.bob())).toBe(true);
    expect(offeredMethods(tenant, ContactMother.carol())).toEqual([
      'email',
      'link',
      'duoPush',
      'microsoftPush',
      'teams',
    ]);
    expect(
      offeredMethods(
        { ...tenant, methods: { ...tenant.methods, sms: false, link: false, duoPush: false } },
        ContactMother.alice(),
      ),
    ).toEqual(['email', 'microsoftPush', 'teams']);
    expect(offeredMethods(tenant, ContactMother.with({ communicationItems: [] }))).toEqual([
      'duoPush',
      'microsoftPush',
      'teams',
    ]);
  });

  it('a code by Teams reaches only an onboarded Microsoft tenant, and is not offered where the company turned it off', () => {
    const onboarded = ContactMother.with({ msTenantHasOnboarded: true, communicationItems: [] });
    expect(offeredMethods(tenant, onboarded)).toEqual(['duoPush', 'microsoftPush', 'teams']);
    expect(microsoftReachable('teams', onboarded)).toBe(true);
    expect(microsoftReachable('teams', { ...onboarded, msTenantHasOnboarded: false })).toBe(false);
    const off = mergeSettings(tenant, { methods: { teams: false } });
    expect(offeredMethods(off, onboarded)).toEqual(['duoPush', 'microsoftPush']);
  });

  it('asks for a note only for a contact other than the ticket’s own, when the settings say so', () => {
    expect(noteRequired(tenant, true)).toBe(false);
    expect(noteRequired(tenant, false)).toBe(true);
    expect(noteRequired({ ...tenant, noteRequiredForOtherContacts: false }, false)).toBe(false);
  });
});
