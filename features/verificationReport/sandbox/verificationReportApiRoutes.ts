import { Hono, type Context } from 'hono';
import { errorBody, type SandboxEnv, type SandboxVerificationAttempt } from '@features/api/sandbox';
import type { AttemptWire, ReportOptionsWire } from '../adapters/wire/verificationReportWire';
import { readReportQuery, secondsToVerified, selectAttempts, totalsOf, type ReportQuery } from './reportQuery';
import { seededAttemptsOf } from './seedAttempts';

/** The most rows one page may ask for (the CSV export asks 1,000 at a time). */
const MAX_PAGE = 1000;

/**
 * The verification report's contract routes (under /api, behind the bearer check; the feature's contract.yaml):
 * - GET /VerificationReport/attempts?from&to[&companyId&technicianId&result&method&contact]&_start&_end
 * - GET /VerificationReport/totals?from&to[&…]
 * - GET /VerificationReport/filters
 * Every attempt of the tenant: the seeded ones and those End User Verification made in this sandbox (read from the
 * features' hooks). A Free tenant is refused (403); a bad filter or a page past the end is a 400 with a message.
 */
export const verificationReportApiRoutes = new Hono<SandboxEnv>()
  .get('/VerificationReport/filters', (c) => {
    const refused = refusal(c);
    if (refused) return refused;
    const tenant = c.var.state.tenantOf(c.var.user);
    const body: ReportOptionsWire = {
      tenant: { id: tenant.id, name: tenant.name },
      companies: companiesOf(c),
      technicians: techniciansOf(c),
    };
    return c.json(body);
  })
  .get('/VerificationReport/totals', (c) => {
    const selected = selectedOr400(c);
    return Array.isArray(selected) ? c.json(totalsOf(selected)) : selected;
  })
  .get('/VerificationReport/attempts', (c) => {
    const selected = selectedOr400(c);
    if (!Array.isArray(selected)) return selected;
    const start = Number(c.req.query('_start') ?? 0);
    const end = Number(c.req.query('_end') ?? start + 100);
    if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end <= start || end - start > MAX_PAGE)
      return c.json(errorBody(`_start and _end must be whole numbers, _start < _end, at most ${MAX_PAGE} apart.`), 400);
    if (start > 0 && start >= selected.length)
      return c.json(
        errorBody(`The page starts at attempt ${start + 1}, but the filter holds ${selected.length} attempts.`),
        400,
      );
    c.header('x-total-count', String(selected.length));
    c.header('Access-Control-Expose-Headers', 'x-total-count');
    return c.json(selected.slice(start, end).map(toWire));
  });

type ReportContext = Context<SandboxEnv>;

/** The plan's refusal (the report needs Verification Plus or Pro; a demo or obsolete subscription skips plans). */
function refusal(c: ReportContext): Response | null {
  const tenant = c.var.state.tenantOf(c.var.user);
  const skipsPlans = tenant.subscription ? (tenant.subscription.demo ?? tenant.subscription.obsolete) : false;
  if (tenant.plan === 'Free' && !skipsPlans)
    return c.json(errorBody('The verification report needs the Verification Plus or Pro plan.'), 403);
  return null;
}

function allAttempts(c: ReportContext): SandboxVerificationAttempt[] {
  const tenantId = c.var.user.tenantId;
  const seeded = tenantId === 't-acme' ? seededAttemptsOf(c.var.state) : [];
  const live = c.var.features.flatMap((f) => f.verificationAttempts?.(c.var.state, tenantId) ?? []);
  return [...live, ...seeded];
}

function selectedOr400(c: ReportContext): SandboxVerificationAttempt[] | Response {
  const refused = refusal(c);
  if (refused) return refused;
  const known = { companies: idsOf(companiesOf(c)), technicians: idsOf(techniciansOf(c)) };
  const query: ReportQuery | string = readReportQuery((name) => c.req.query(name), known);
  if (typeof query === 'string') return c.json(errorBody(query), 400);
  return selectAttempts(allAttempts(c), query);
}

/** The tenant's companies, each in its PSA integration (the same client is a company in each PSA it is in). */
function companiesOf(c: ReportContext): ReportOptionsWire['companies'] {
  const { world } = c.var.state;
  const psas = new Map(world.psas.filter((p) => p.tenantId === c.var.user.tenantId).map((p) => [p.psaId, p]));
  return world.companies
    .filter((co) => psas.has(co.psaId))
    .map((co) => ({ id: co.id, name: co.name, psa: { id: co.psaId, name: psas.get(co.psaId)!.name } }));
}

function techniciansOf(c: ReportContext): { id: string; name: string }[] {
  return c.var.state.world.users
    .filter((u) => u.tenantId === c.var.user.tenantId)
    .map((u) => ({ id: u.id, name: u.username }));
}

function idsOf(list: readonly { id: string }[]): Set<string> {
  return new Set(list.map((x) => x.id));
}

function toWire(a: SandboxVerificationAttempt): AttemptWire {
  return {
    id: a.id,
    at: a.at,
    technician: a.technician,
    contactName: a.contactName,
    company: a.company,
    ticketNumber: a.ticketNumber,
    methods: [...a.methods],
    result: a.result,
    approver: a.approver,
    approvalReason: a.approvalReason,
    note: a.note,
    secondsToVerified: secondsToVerified(a),
  };
}
