/** @jest-environment node */
import { ContactMother } from '@core/testing/ContactMother';
import { MethodChoice } from './MethodChoice';
import { smsCall, smsRecord, storeParts } from '../testing/storeParts';

async function setup(contact = ContactMother.bob()) {
  const parts = storeParts({ contact });
  const choice = new MethodChoice(parts.standing, parts.driver);
  await parts.standing.loadSettings();
  return { ...parts, choice };
}

describe('MethodChoice', () => {
  it('starts on the mobile; SMS needs a phone that may take a code, email an email', async () => {
    const { choice } = await setup();
    expect(choice.selectedItem?.name).toBe('Mobile');
    expect(choice.methods).toEqual(['sms', 'email', 'link', 'duoPush', 'microsoftPush', 'teams']);
    expect([choice.canSend('sms'), choice.canSend('email'), choice.canSend('link')]).toEqual([true, false, true]);
    // Bob's Microsoft tenant has not onboarded: offered, and disabled (the panel says why beside them).
    expect([choice.canSend('teams'), choice.canSend('microsoftPush')]).toEqual([false, false]);
    choice.select('phone:+1 555 010 9000'); // the office line every contact shares
    expect(choice.smsRefusal(choice.selectedItem!)).not.toBeNull();
    expect([choice.canSend('sms'), choice.canSend('link'), choice.canSend('duoPush')]).toEqual([false, false, true]);
  });

  it('a number that opted out takes no code; choosing another item clears the opt-out message', async () => {
    const { choice, driver } = await setup();
    const mobile = choice.selectedItem!;
    driver.dispatch({ type: 'send', item: mobile, what: 'code' });
    driver.dispatch({ type: 'sent', flow: { kind: 'optedOut', item: mobile } });
    choice.markOptedOut(mobile);
    expect(choice.canSend('sms')).toBe(false);
    choice.select('email:bob.martinez@contoso.example');
    expect(driver.flow).toEqual({ kind: 'idle' });
    expect(choice.canSend('email')).toBe(true);
  });

  it('nothing can be sent while the contact is locked', async () => {
    const { choice, standing, clock, api } = await setup();
    api.contactAttempts = { failures: [], lockedUntil: clock.now() + 60_000 };
    await standing.loadAttempts();
    expect(choice.methods.some((method) => choice.canSend(method))).toBe(false);
  });

  it("the standing's own box shows until the technician chooses to verify; a verification always shows it", async () => {
    const { choice, standing, driver, backendHas } = await setup();
    await standing.records.load();
    expect(choice.showsStanding).toBe(false); // never verified: the methods
    standing.setCallId('call-1');
    await backendHas(smsCall);
    expect(choice.showsStanding).toBe(true);
    choice.choose();
    expect(choice.showsStanding).toBe(false);
    driver.verified(smsRecord);
    expect(choice.showsStanding).toBe(true);
  });

  it('after a push, another method picks an item that can take a code; a new contact keeps a choice it still has', async () => {
    const { choice, standing } = await setup(ContactMother.carol());
    choice.select('email:carol.nguyen.home@mail.example');
    choice.useAnotherItem();
    expect(choice.selectedKey).toBe('email:carol.nguyen@contoso.example');
    choice.select('email:carol.nguyen.home@mail.example');
    standing.setContact({ ...ContactMother.carol(), name: 'Carol N.' });
    choice.keepSelection();
    expect(choice.selectedKey).toBe('email:carol.nguyen.home@mail.example');
    standing.setContact(ContactMother.bob());
    choice.keepSelection();
    expect(choice.selectedItem?.name).toBe('Mobile');
  });
});
