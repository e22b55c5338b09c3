import type { SandboxState, SandboxVerificationAttempt, World } from '@features/api/sandbox';

/** Seeded attempts of the first tenant (Acme MSP, Pro): enough to page, filter and export for real. */
export const SEEDED_ATTEMPTS = 10_000;
/** They spread over this many days before the sandbox started, so the default 30 days hold about a third. */
const SEEDED_DAYS = 90;
const SEEDED_TENANT = 't-acme';

/** mulberry32: a tiny seeded PRNG, so every sandbox seeds the same attempts. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const METHOD_SETS: SandboxVerificationAttempt['methods'][] = [
  ['sms'],
  ['sms'],
  ['email'],
  ['link'],
  ['duo'],
  ['microsoft'],
  ['teams'],
  ['sms', 'email'],
];
/** Weighted like a real month: most attempts verify. */
const RESULTS: SandboxVerificationAttempt['result'][] = [
  ...Array<SandboxVerificationAttempt['result']>(14).fill('verified'),
  'failed',
  'failed',
  'denied',
  'expired',
  'lockedOut',
];
const NOTES = ['', '', '', 'Caller asked for a password reset.', 'MFA reset, manager on the line.', 'New phone.'];
/** A note of 5,000 characters, in words: it wraps between them on paper and stays one CSV cell. */
export const LONG_NOTE = 'Caller read back every digit of the code twice before the reset went ahead. '
  .repeat(66)
  .slice(0, 5000);

/**
 * Names and notes a spreadsheet or a page could take for a formula or markup, a line break and a very long note:
 * they must stay text everywhere, each in one CSV cell.
 */
const HOSTILE: { contactName?: string; note: string }[] = [
  { contactName: '<img src=x onerror="alert(1)">Eve', note: '=HYPERLINK("http://evil.test","Click")' },
  { contactName: "=cmd|' /C calc'!A0", note: '<script>alert("note")</script>' },
  { contactName: '+Plus Person', note: '@SUM(1+1)' },
  { contactName: '-Minus, "Quoted"', note: 'Line one\r\nline two' },
  { note: LONG_NOTE },
];
const APPROVERS = ['Morgan Manager', 'Riley Lead'];

/**
 * The seeded attempts, newest first: the same rows in every sandbox, relative to `now` (the sandbox's start) so the
 * default range always has some. Contacts and companies are the tenant's own; technicians its users.
 */
export function seedAttempts(world: World, now: number): SandboxVerificationAttempt[] {
  const random = seededRandom(260);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const psaIds = new Set(world.psas.filter((p) => p.tenantId === SEEDED_TENANT).map((p) => p.psaId));
  const companies = world.companies.filter((c) => psaIds.has(c.psaId));
  const technicians = world.users.filter((u) => u.tenantId === SEEDED_TENANT);
  const contactsOf = new Map(companies.map((c) => [c.id, world.contacts.filter((ct) => ct.companyId === c.id)]));
  const span = SEEDED_DAYS * 24 * 3600 * 1000;
  const attempts: SandboxVerificationAttempt[] = [];
  for (let i = 0; i < SEEDED_ATTEMPTS; i++) {
    const at = now - Math.floor((i / SEEDED_ATTEMPTS) * span) - Math.floor(random() * 600_000);
    const company = pick(companies);
    const technician = pick(technicians);
    const result = pick(RESULTS);
    const hostile = i % 997 === 5 ? HOSTILE[Math.floor(i / 997) % HOSTILE.length] : null;
    const seconds = 15 + Math.floor(random() * random() * 900);
    attempts.push({
      id: `seed-${i + 1}`,
      at: new Date(at).toISOString(),
      technician: { id: technician.id, name: technician.username },
      contactName: hostile?.contactName ?? pick(contactsOf.get(company.id) ?? [])?.name ?? 'Unknown caller',
      company: { id: company.id, name: company.name },
      ticketNumber: random() < 0.8 ? `T${1000 + Math.floor(random() * 9000)}` : null,
      methods: pick(METHOD_SETS),
      result,
      request: 'Other',
      methodsNeeded: 1,
      methodsPassed: result === 'verified' ? 1 : 0,
      approver: i % 1500 === 7 ? pick(APPROVERS) : null,
      approvalReason: null,
      note: hostile?.note ?? pick(NOTES),
      verifiedAt: result === 'verified' ? new Date(at + seconds * 1000).toISOString() : null,
    });
  }
  return attempts;
}

/** The seeded attempts of this sandbox (made once, on the report's first call). */
export function seededAttemptsOf(state: SandboxState): SandboxVerificationAttempt[] {
  return state.slot('verificationReport', (world) => seedAttempts(world, Date.now()));
}
