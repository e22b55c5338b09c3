import { Hono, type Context } from 'hono';
import { errorBody, type SandboxEnv, readJson } from '@features/api/sandbox';
import {
  LINK_PATHS,
  type LinkChooseBody,
  type LinkDetailsWire,
  type LinkNumbersWire,
  type LinkResultWire,
  type LinkTokenBody,
} from '../adapters/wire/linkPageWire';
import { passVerification } from './approvals/passVerification';
import { recordFailure, refreshEntry } from './failureLog';
import { settingsForCompany } from './resolveTarget';
import { ledgerOf, type OutboxEntry, type SandboxLink } from './VerificationLedger';

type Ctx = Context<SandboxEnv>;

/** The public paths (no bearer: the link's token is the credential), for the sandbox's bearer check. */
export const LINK_PUBLIC_PATHS: readonly RegExp[] = [/^\/PsaContactValidation\/link\/(details|confirm|choose|deny)$/i];

/**
 * The end user's side of a verification link (linkPageWire.ts documents the contract). Reading the
 * details changes nothing, so a link scanner or a chat preview that fetches the page verifies nothing;
 * only "Yes, continue" then the right number verifies, and a link answers once.
 */
export const linkRoutes = new Hono<SandboxEnv>()
  .post(LINK_PATHS.details, async (c) => {
    const found = await findLink(c);
    if (found instanceof Response) return found;
    const { entry, link } = found;
    link.reads += 1;
    const tenant = c.var.state.world.tenants.find((t) => t.id === entry.tenantId);
    const details: LinkDetailsWire = {
      mspName: tenant?.name ?? 'your IT provider',
      technicianName: entry.inspectorName,
      state: link.state,
      expiresAt: entry.expiresAt,
    };
    return c.json(details);
  })
  .post(LINK_PATHS.confirm, async (c) => {
    const found = await findLink(c, true);
    if (found instanceof Response) return found;
    found.link.state = 'confirmed';
    const answer: LinkNumbersWire = { numbers: found.link.numbers };
    return c.json(answer);
  })
  .post(LINK_PATHS.choose, async (c) => {
    const found = await findLink(c, true);
    if (found instanceof Response) return found;
    const { entry, link, body } = found;
    if (link.state !== 'confirmed') return c.json(errorBody('Confirm that you are on the call first.'), 409);
    const number = (body as Partial<LinkChooseBody>).number;
    if (!Number.isInteger(number) || !link.numbers.includes(number as number))
      return c.json(errorBody('Choose one of the three numbers.'), 400);
    if (number === link.matchNumber) {
      passVerification(c.var.state, entry);
      return c.json({ result: 'verified' } satisfies LinkResultWire);
    }
    deny(c, entry, link, 'WrongNumber');
    return c.json({ result: 'denied' } satisfies LinkResultWire);
  })
  .post(LINK_PATHS.deny, async (c) => {
    const found = await findLink(c, true);
    if (found instanceof Response) return found;
    deny(c, found.entry, found.link, 'NotOnCall');
    return c.json({ result: 'denied' } satisfies LinkResultWire);
  });

function deny(c: Ctx, entry: OutboxEntry, link: SandboxLink, reason: 'WrongNumber' | 'NotOnCall'): void {
  entry.status = 'denied';
  link.state = 'denied';
  recordFailure(c.var.state, entry, reason, settingsForCompany(c.var.state, entry.tenantId, entry.companyId));
}

/** The link a body's token names; with `answerable`, only one still waiting for its answer (else 410). */
async function findLink(
  c: Ctx,
  answerable = false,
): Promise<{ entry: OutboxEntry; link: SandboxLink; body: Partial<LinkTokenBody> } | Response> {
  const body = await readJson<Partial<LinkTokenBody>>(c.req.raw);
  const entry = typeof body.token === 'string' && body.token ? ledgerOf(c.var.state).findByLinkToken(body.token) : null;
  if (!entry?.verifyLink) return c.json(errorBody('This link is not valid.'), 404);
  const state = c.var.state;
  refreshEntry(state, entry, () => settingsForCompany(state, entry.tenantId, entry.companyId));
  const link = entry.verifyLink;
  if (answerable && link.state === 'expired') return c.json(errorBody('This link has expired.'), 410);
  if (answerable && (link.state === 'verified' || link.state === 'denied'))
    return c.json(errorBody('This link has already been used.'), 410);
  return { entry, link, body };
}
