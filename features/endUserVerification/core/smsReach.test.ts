import { ContactMother } from '@core/testing/ContactMother';
import { isMobile, presumedOptedOut } from './smsReach';

describe('smsReach', () => {
  const dan = ContactMother.dan();
  const [mobile, , , office] = [
    dan.communicationItems.find((i) => i.name === 'Mobile')!,
    null,
    null,
    dan.communicationItems.find((i) => i.name === 'Office')!,
  ];

  it('the record phone and items named mobile or cell are mobiles; an office line and an email are not', () => {
    expect(isMobile(mobile, dan)).toBe(true);
    expect(
      isMobile({ name: 'Cell', type: 'phone', value: '+1 555 000 0000', isVerified: false }, { phone: null }),
    ).toBe(true);
    expect(isMobile(office, dan)).toBe(false);
    expect(
      isMobile(
        dan.communicationItems.find((i) => i.type === 'email')!,
        dan,
      ),
    ).toBe(false);
  });

  it('an opted-out contact: the mobile is known refused, the office line is not', () => {
    expect(presumedOptedOut(mobile, dan)).toBe(true);
    expect(presumedOptedOut(office, dan)).toBe(false);
    expect(presumedOptedOut(mobile, { ...dan, optedStatus: 'OptedIn' })).toBe(false);
  });
});
