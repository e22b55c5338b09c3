import { seedWorld } from '../../world/seedWorld';
import { beautifyPhone, isSharedLine, sameNumber } from './phoneNumbers';

describe("the sandbox's phone numbers", () => {
  const world = seedWorld();
  const contact = (id: string) => world.contacts.find((c) => c.id === id)!;
  const phone = (id: string, name: string) => contact(id).communicationItems.find((i) => i.name === name)!.value;

  it('one number however it is written: punctuation, a country code, a national leading zero', () => {
    expect(sameNumber('+1 555 010 9000', '(555) 010-9000')).toBe(true);
    expect(sameNumber('0555 010 9000', '+1 555 010 9000')).toBe(true);
    expect(sameNumber('+1 555 010 9000', '+1 555 010 9001')).toBe(false);
  });

  it("seeds shared office lines: every company's main line is shared by its contacts, whatever its spelling", () => {
    const fabrikam = world.contacts.filter((c) => c.companyId === 'acme-cw-co3');
    const spellings = new Set(fabrikam.map((c) => phone(c.id, 'Office')));
    expect(spellings).toEqual(new Set(['+1 555 010 9000', '(555) 010-9000', '0555 010 9000']));
    for (const c of fabrikam) expect(isSharedLine(world, c, phone(c.id, 'Office'))).toBe(true);
    expect(isSharedLine(world, contact('acme-cw-co1-ct1'), phone('acme-cw-co1-ct1', 'Office'))).toBe(true);
    // A mobile is one person's.
    expect(isSharedLine(world, contact('acme-cw-co1-ct1'), phone('acme-cw-co1-ct1', 'Mobile'))).toBe(false);
  });

  it('only contacts of the same company count: the same digits at another company do not share a line', () => {
    const alone = { ...contact('acme-cw-co1-ct1'), companyId: 'acme-cw-nowhere' };
    expect(isSharedLine(world, alone, '+1 555 010 9000')).toBe(false);
  });

  it("writes every national spelling of a +1 number one way, and keeps another country's as it came", () => {
    for (const spelling of ['+1 555 010 2002', '(555) 010-2002', '5550102002', '15550102002', '0555 010 2002'])
      expect(beautifyPhone(spelling)).toBe('+1 (555) 010-2002');
    expect(beautifyPhone(' +44 20 7946 0000 ')).toBe('+44 20 7946 0000');
    expect(beautifyPhone('010 2002')).toBe('010 2002');
  });
});
