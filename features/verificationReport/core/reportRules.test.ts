import { parseCsv } from '@tests/support/parseCsv';
import { attemptCsvLine, csvField, csvHead, CSV_BOM } from './reportCsv';
import { defaultFilter, filterParams, filterProblem, isoWithOffset } from './reportFilter';
import { exportCsv } from './csvExport';
import { durationText, verifiedShareText, type VerificationAttempt } from './VerificationAttempt';
import type { VerificationReportApi } from './VerificationReportApi';

const NOW = new Date(2026, 2, 30, 15, 0).getTime();

function attempt(id: number, change: Partial<VerificationAttempt> = {}): VerificationAttempt {
  return {
    id: `a${id}`,
    at: new Date(2026, 2, 1, 9, 5, 7).getTime(),
    technician: { id: 'u-tech', name: 'Tess Tech' },
    contactName: 'Alice Johnson',
    company: { id: 'co1', name: 'Contoso Dental' },
    ticketNumber: 'T1001',
    methods: ['sms', 'email'],
    result: 'verified',
    approver: null,
    approvalReason: null,
    note: '',
    secondsToVerified: 42,
    ...change,
  };
}

describe('the report filter', () => {
  it('defaults to the last 30 days, today included, everything else open', () => {
    expect(defaultFilter(NOW)).toEqual({
      from: '2026-03-01',
      to: '2026-03-30',
      companyId: null,
      technicianId: null,
      result: null,
      method: null,
      contact: '',
    });
  });

  it.each([
    [
      { from: '2026-03-10', to: '2026-03-01' },
      'The start date is after the end date: swap them or choose another range.',
    ],
    [{ from: '', to: '2026-03-01' }, 'Choose both a start and an end date.'],
    [{ from: '2026-03-01', to: ' ' }, 'Choose both a start and an end date.'],
    [{ from: '2026-02-30', to: '2026-03-01' }, 'Enter dates as YYYY-MM-DD.'],
  ])('refuses %j with a message', (range, message) => {
    expect(filterProblem({ ...defaultFilter(NOW), ...range })).toBe(message);
  });

  it('accepts a one-day range', () => {
    expect(filterProblem({ ...defaultFilter(NOW), from: '2026-03-05', to: '2026-03-05' })).toBeNull();
  });

  it('sends the range as instants with the offset, the end the midnight after the last day, no open filter', () => {
    const params = filterParams({ ...defaultFilter(NOW), contact: '  ali ', result: 'lockedOut' });
    expect(params).toEqual({
      from: isoWithOffset(new Date(2026, 2, 1).getTime()),
      to: isoWithOffset(new Date(2026, 2, 31).getTime()),
      result: 'lockedOut',
      contact: 'ali',
    });
    expect(params.from).toMatch(/^2026-03-01T00:00:00[+-]\d\d:\d\d$/);
  });
});

describe('CSV', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['=1+1', "'=1+1"],
    ['+33 1 23', "'+33 1 23"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['\rReturn', `"'\rReturn"`],
    ['=HYPERLINK("http://evil.test","x")', `"'=HYPERLINK(""http://evil.test"",""x"")"`],
    ['<img src=x onerror=alert(1)>', '<img src=x onerror=alert(1)>'],
    ['', ''],
  ])('writes %j as %j', (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it('starts with the byte order mark and the header, lines end in CRLF', () => {
    expect(csvHead().startsWith(CSV_BOM + 'When,Technician,Contact,Company,Ticket,Methods,Result,Approver,Note,')).toBe(
      true,
    );
    expect(csvHead().endsWith('\r\n')).toBe(true);
  });

  it('writes an attempt with its time in ISO 8601 with the offset', () => {
    const line = attemptCsvLine(attempt(1, { note: 'Reset, by phone', approver: 'Morgan Manager' }));
    expect(line).toBe(
      `${isoWithOffset(attempt(1).at)},Tess Tech,Alice Johnson,Contoso Dental,T1001,SMS code + Email code,Verified,` +
        'Morgan Manager,"Reset, by phone",42\r\n',
    );
    expect(line).toMatch(/^2026-03-01T09:05:07[+-]\d\d:\d\d,/);
  });
});

describe('the CSV export', () => {
  function api(total: number): VerificationReportApi & { calls: [number, number][] } {
    const calls: [number, number][] = [];
    return {
      calls,
      attempts: (_f, start, end) => {
        calls.push([start, end]);
        const rows = [];
        for (let i = start; i < Math.min(end, total); i++) rows.push(attempt(i));
        return Promise.resolve({ rows, totalCount: total });
      },
      totals: () => Promise.reject(new Error('not used')),
      options: () => Promise.reject(new Error('not used')),
    };
  }

  it('writes the whole filter, page by page, pausing between slices', async () => {
    const source = api(2_345);
    let pauses = 0;
    const progress: number[] = [];
    const parts = await exportCsv(source, defaultFilter(NOW), {
      pause: () => Promise.resolve(void pauses++),
      progress: (written) => progress.push(written),
    });
    const lines = parts!.join('').split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2_346);
    expect(source.calls).toEqual([
      [0, 1000],
      [1000, 2000],
      [2000, 3000],
    ]);
    expect(pauses).toBe(10);
    expect(progress.at(-1)).toBe(2_345);
  });

  it('writes nothing for a filter that matches nothing (the page says so; no file is made)', async () => {
    expect(await exportCsv(api(0), defaultFilter(NOW), { pause: () => Promise.resolve() })).toBeNull();
  });

  it('stops at once when cancelled between slices: nothing is handed over', async () => {
    const controller = new AbortController();
    const exported = exportCsv(api(2_345), defaultFilter(NOW), {
      pause: () => Promise.resolve(controller.abort()),
      signal: controller.signal,
    });
    await expect(exported).rejects.toThrow();
  });

  it('keeps markup, formulas, line breaks and 5,000 characters in one cell each', async () => {
    const long = 'word '.repeat(1000);
    const hostile = [
      attempt(1, { contactName: '<img src=x onerror="alert(1)">Eve', note: 'Line one\r\nline two' }),
      attempt(2, { contactName: "=cmd|' /C calc'!A0", note: long }),
    ];
    const source: VerificationReportApi = {
      attempts: () => Promise.resolve({ rows: hostile, totalCount: 2 }),
      totals: () => Promise.reject(new Error('not used')),
      options: () => Promise.reject(new Error('not used')),
    };
    const parts = await exportCsv(source, defaultFilter(NOW), { pause: () => Promise.resolve() });
    const text = parts!.join('').slice(1);
    const rows = parseCsv(text);
    expect(rows.map((row) => row.length)).toEqual([10, 10, 10]);
    expect(rows[1]![2]).toBe('<img src=x onerror="alert(1)">Eve');
    expect(rows[1]![8]).toBe('Line one\r\nline two');
    expect(rows[2]![2]).toBe("'=cmd|' /C calc'!A0");
    expect(rows[2]![8]).toBe(long);
  });
});

describe('totals in words', () => {
  it('gives the verified share and durations', () => {
    const totals = { attempts: 3, verified: 2, failed: 1, lockedOut: 0, medianSecondsToVerified: 65 };
    expect(verifiedShareText(totals)).toBe('66.7 %');
    expect(verifiedShareText({ ...totals, attempts: 0, verified: 0 })).toBe('–');
    expect(durationText(65)).toBe('1 min 5 s');
    expect(durationText(42)).toBe('42 s');
    expect(durationText(3720)).toBe('1 h 2 min');
    expect(durationText(null)).toBe('–');
  });
});

describe("the Note column carries the approver's reason (report and CSV)", () => {
  it('writes the note, then who answered and why; a half request says 1 of 2 methods', () => {
    const denied = attempt(9, {
      result: 'denied',
      approver: 'Dana Duo',
      approvalReason: 'Carol is on leave',
      note: 'Caller is Bob’s manager',
    });
    expect(attemptCsvLine(denied)).toContain('Denied,Dana Duo,Caller is Bob’s manager · Dana Duo: Carol is on leave,');
    expect(attemptCsvLine(attempt(10, { result: 'partial' }))).toContain(',1 of 2 methods,');
  });
});
