import { seedWorld } from '@features/api/sandbox';
import { median, readReportQuery, selectAttempts, totalsOf } from './reportQuery';
import { SEEDED_ATTEMPTS, seedAttempts } from './seedAttempts';

const NOW = Date.parse('2026-03-30T12:00:00Z');
const known = { companies: new Set(['acme-cw-co1']), technicians: new Set(['u-tech']) };
const query = (params: Record<string, string>) => readReportQuery((name) => params[name], known);

describe("the sandbox's report", () => {
  it('seeds the same 10,000 attempts every time, newest first', () => {
    const a = seedAttempts(seedWorld(), NOW);
    const b = seedAttempts(seedWorld(), NOW);
    expect(a).toHaveLength(SEEDED_ATTEMPTS);
    expect(a).toEqual(b);
    expect(a.filter((x) => x.approver).length).toBeGreaterThan(0);
    expect(a.filter((x) => x.approver).length).toBeLessThan(20);
    expect(a.some((x) => x.contactName.startsWith('<img'))).toBe(true);
  });

  it.each([
    [{ to: '2026-03-30T00:00:00Z' }, 'Give the range both ends: from and to (ISO 8601 with an offset).'],
    [{ from: '2026-03-30T00:00:00Z', to: '2026-03-01T00:00:00Z' }, 'The range is reversed: from must come before to.'],
    [{ from: 'yesterday', to: '2026-03-01T00:00:00Z' }, 'from and to must be ISO 8601 times with an offset.'],
    [
      { from: '2026-03-01T00:00:00Z', to: '2026-03-30T00:00:00Z', companyId: 'nope' },
      'No company nope in this tenant.',
    ],
    [
      { from: '2026-03-01T00:00:00Z', to: '2026-03-30T00:00:00Z', technicianId: 'u-x' },
      'No technician u-x in this tenant.',
    ],
  ])('refuses %j', (params, message) => {
    expect(query(params)).toBe(message);
  });

  it('selects by range, company, technician, result, method and contact, and counts the totals', () => {
    const all = seedAttempts(seedWorld(), NOW);
    const read = query({
      from: '2026-01-01T00:00:00+01:00',
      to: '2026-04-01T00:00:00+02:00',
      technicianId: 'u-tech',
      result: 'verified',
      method: 'sms',
    });
    if (typeof read === 'string') throw new Error(read);
    const selected = selectAttempts(all, read);
    expect(selected.length).toBeGreaterThan(100);
    expect(
      selected.every((a) => a.technician.id === 'u-tech' && a.result === 'verified' && a.methods.includes('sms')),
    ).toBe(true);
    const totals = totalsOf(selected);
    expect(totals.attempts).toBe(selected.length);
    expect(totals.verified).toBe(selected.length);
    expect(totals.medianSecondsToVerified).toBeGreaterThan(0);
  });

  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull();
    expect(median([5])).toBe(5);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
