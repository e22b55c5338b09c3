import { companyNames } from './companyNames';
import { filterAddress, filterFromAddress } from './filterInAddress';
import { filterInWords } from './filterInWords';
import { defaultFilter } from './reportFilter';
import type { VerificationAttempt } from './VerificationAttempt';
import type { VerificationReportApi } from './VerificationReportApi';
import { readWholeFilter } from './wholeFilter';

const NOW = new Date(2026, 2, 30, 15, 0).getTime();
const known = { companies: new Set(['acme-cw-co1']), technicians: new Set(['u-tech']) };

describe('the filter in the address', () => {
  it('reads back what it writes, and an address without a filter is the last 30 days', () => {
    const filter = {
      ...defaultFilter(NOW),
      from: '2026-02-01',
      companyId: 'acme-cw-co1',
      technicianId: 'u-tech',
      result: 'failed' as const,
      method: 'sms' as const,
      contact: 'bob',
    };
    expect(filterFromAddress(filterAddress(filter), NOW, known)).toEqual({ filter, corrections: [] });
    expect(filterFromAddress({}, NOW, known)).toEqual({ filter: defaultFilter(NOW), corrections: [] });
  });

  it.each([
    [
      { result: 'won' },
      { result: null },
      'The address asks for a result the report does not know (“won”): every result is shown.',
    ],
    [
      { method: 'fax' },
      { method: null },
      'The address asks for a method the report does not know (“fax”): every method is shown.',
    ],
    [
      { from: '2026-03-20', to: '2026-03-01' },
      { from: '2026-03-01', to: '2026-03-20' },
      'The dates in the address were the wrong way round: the report runs from 2026-03-01 to 2026-03-20.',
    ],
    [
      { from: '1900-01-01' },
      { from: '2000-01-01' },
      'The start date in the address, 1900-01-01, is before the report starts (2000-01-01): 2000-01-01 is shown instead.',
    ],
    [
      { to: 'yesterday<script>' },
      { to: '2026-03-30' },
      'The end date in the address, “yesterday<script>”, is not a date: 2026-03-30 is shown instead.',
    ],
    [
      { company: 'acme-x' },
      { companyId: null },
      'The address names a company this tenant does not have (“acme-x”): every company is shown.',
    ],
    [
      { contact: 'x'.repeat(150) },
      { contact: 'x'.repeat(100) },
      'The contact search in the address is cut to 100 characters.',
    ],
  ])('puts %j right and says so', (values, corrected, message) => {
    const read = filterFromAddress(values, NOW, known);
    expect(read.filter).toEqual({ ...defaultFilter(NOW), ...corrected });
    expect(read.corrections).toEqual([message]);
  });

  it('takes a company or technician as it is until the lists say whether the tenant has it', () => {
    expect(filterFromAddress({ company: 'acme-x' }, NOW, null).filter.companyId).toBe('acme-x');
  });
});

describe('companies named with their PSA', () => {
  const psa = (id: string, name: string) => ({ id, name });
  it('adds the PSA where names collide, the integration where that still collides; once each, sorted', () => {
    const names = companyNames([
      { id: 'acme-halo-co1', name: 'Contoso Dental', psa: psa('acme-halo', 'Halo') },
      { id: 'acme-cw-co3', name: 'Fabrikam Holdings', psa: psa('acme-cw', 'ConnectWise') },
      { id: 'acme-cw-co1', name: 'Contoso Dental', psa: psa('acme-cw', 'ConnectWise') },
      { id: 'acme-cw-co1', name: 'Contoso Dental', psa: psa('acme-cw', 'ConnectWise') },
      { id: 'acme-cw2-co1', name: 'contoso dental', psa: psa('acme-cw2', 'ConnectWise') },
      { id: 'old-co1', name: 'Northwind Traders' },
    ]);
    expect(names.list.map((c) => c.name)).toEqual([
      'Contoso Dental · ConnectWise (acme-cw)',
      'contoso dental · ConnectWise (acme-cw2)',
      'Contoso Dental · Halo',
      'Fabrikam Holdings',
      'Northwind Traders',
    ]);
    expect(names.byId.get('acme-halo-co1')).toBe('Contoso Dental · Halo');
  });
});

describe('the filter in words', () => {
  it('writes the range in the written form with its zone, then each filter set', () => {
    const names = {
      companies: companyNames([{ id: 'c1', name: 'Contoso Dental', psa: null }]),
      technicians: [{ id: 'u-tech', name: 'Tess Tech' }],
    };
    const filter = {
      ...defaultFilter(NOW),
      companyId: 'c1',
      technicianId: 'u-tech',
      result: 'failed' as const,
      contact: ' bo ',
    };
    const words = filterInWords(filter, names);
    expect(words).toMatch(/^Attempts from Mar 1, 2026, 12:00 AM \S+ through Mar 30, 2026, 11:59 PM \S+; /);
    expect(words).toMatch(/; company: Contoso Dental; technician: Tess Tech; result: Failed; contact containing “bo”$/);
  });
});

describe('reading a whole filter', () => {
  const row = (i: number) => ({ id: `a${i}` }) as VerificationAttempt;
  const api = (total: number): VerificationReportApi => ({
    attempts: (_f, start, end) =>
      Promise.resolve({
        rows: Array.from({ length: Math.max(0, Math.min(end, total) - start) }, (_, i) => row(start + i)),
        totalCount: total,
      }),
    totals: () => Promise.reject(new Error('not used')),
    options: () => Promise.reject(new Error('not used')),
  });

  it('reads every row page by page, saying how far it is', async () => {
    const progress: number[] = [];
    const whole = await readWholeFilter(api(2_500), defaultFilter(NOW), {
      ceiling: 20_000,
      progress: (n) => progress.push(n),
    });
    expect('rows' in whole && whole.rows.length).toBe(2_500);
    expect(progress).toEqual([1000, 2000, 2500]);
  });

  it('refuses past the ceiling after the first page', async () => {
    expect(await readWholeFilter(api(25_000), defaultFilter(NOW), { ceiling: 20_000 })).toEqual({ tooMany: 25_000 });
  });
});
