import { Hono, type Context } from 'hono';
import type { SandboxUser } from '../../../sandbox/world/World';
import type {
  CheckBody,
  CheckWire,
  SendCodeBody,
  SendPushBody,
  SentVerificationWire,
} from '../adapters/wire/verificationWire';
import { errorBody, type SandboxEnv } from '../../../sandbox/contract/sandboxEnv';
import { completeVerification } from './completeVerification';
import { isOptedOut } from '../../../sandbox/contract/verification/phoneNumbers';
import { resolveTarget } from './resolveTarget';
import { ledgerOf, MAX_WRONG_ATTEMPTS, sixDigitCode, type OutboxEntry } from './VerificationLedger';
import { readJson } from '../../../sandbox/contract/routes/sessionRoutes';

/**
 * Contact validation (spec section 7, Verification). Payloads: adapters/http/wire/verificationWire.ts.
 * - POST PsaContactValidation/send {psaId, ticketId, contactId, note, channel: sms|email, value}
 *   -> {validationId, expiresAt}; the code (six digits) lands in the outbox (GET /__sandbox/outbox).
 * - POST /PsaContactValidation/sendDuoPush and /sendMicrosoftPush {psaId, ticketId, contactId, note}
 *   -> {validationId, expiresAt}; the console approves or denies it.
 * - POST /PsaContactValidation/check {validationId, code} -> {status, verification}; status is
 *   verified, wrong (with triesLeft), locked (the fifth wrong code and after) or expired for a code;
 *   with code null, pending, verified, denied or expired for a push.
 * - GET /VerificationSettings; GET CompanyVerificationSettings/{psaId}/company/{companyId} -> {data}.
 */
export const verificationRoutes = new Hono<SandboxEnv>()
  .post('/PsaContactValidation/send', async (c) => {
    const { state, user } = c.var;
    const body = await readJson<Partial<SendCodeBody>>(c.req.raw);
    const target = resolveTarget(state, user, body);
    if (!target.ok) return c.json(errorBody(target.message), target.status);
    const channel = body.channel === 'sms' ? 'SMS' : body.channel === 'email' ? 'Email' : null;
    if (!channel) return c.json(errorBody('Choose how to send the code: sms or email.'), 400);
    const itemType = channel === 'SMS' ? 'phone' : 'email';
    const value = typeof body.value === 'string' ? body.value.trim() : '';
    if (!target.contact.communicationItems.some((item) => item.type === itemType && item.value === value)) {
      return c.json(errorBody(`This contact has no such ${itemType === 'phone' ? 'phone number' : 'email address'}.`), 400);
    }
    if (!target.settings.methods[channel === 'SMS' ? 'sms' : 'email']) return c.json(errorBody('This verification method is turned off for this company.'), 400);
    if (channel === 'SMS' && isOptedOut(state, user.tenantId, value)) return c.json(errorBody('This number has opted out of text messages.'), 400);

    const ledger = ledgerOf(state);
    // The simulated gateway: a request the technician cancels in time sends nothing.
    if (ledger.gatewayDelayMs > 0 && !(await gatewayAccepts(ledger.gatewayDelayMs, c.req.raw.signal))) {
      // Nobody reads this answer: the client has gone. Nothing was sent, nothing lands in the outbox.
      return c.json(errorBody('The send was cancelled.'), 409);
    }
    const entry = newEntry(user, target, channel, value, sixDigitCode());
    if (channel === 'Email') entry.link = `/__sandbox/verification/${entry.id}/open-link`;
    ledger.outbox.unshift(entry);
    return c.json(sent(entry));
  })
  .post('/PsaContactValidation/sendDuoPush', (c) => sendPush(c, 'Duo Push'))
  .post('/PsaContactValidation/sendMicrosoftPush', (c) => sendPush(c, 'Microsoft Push'))
  .post('/PsaContactValidation/check', async (c) => {
    const { state, user } = c.var;
    const body = await readJson<Partial<CheckBody>>(c.req.raw);
    const ledger = ledgerOf(state);
    const entry = typeof body.validationId === 'string' ? ledger.find(body.validationId) : null;
    if (!entry || entry.tenantId !== user.tenantId) return c.json(errorBody('This verification was not found. Send a new one.'), 404);
    const status = ledger.refresh(entry);
    const answer = (a: CheckWire) => c.json(a);
    if (entry.code === null) {
      if (status === 'approved') return answer({ status: 'verified', verification: entry.record, triesLeft: null });
      return answer({ status: status === 'denied' ? 'denied' : status === 'expired' ? 'expired' : 'pending', verification: null, triesLeft: null });
    }
    const code = typeof body.code === 'string' ? body.code.replace(/\s/g, '') : '';
    if (!/^\d{6}$/.test(code)) return c.json(errorBody('Enter the six-digit code.'), 400);
    if (status === 'locked') return answer({ status: 'locked', verification: null, triesLeft: 0 });
    if (status !== 'sent') return answer({ status: 'expired', verification: null, triesLeft: null });
    if (code !== entry.code) {
      entry.wrongAttempts += 1;
      if (entry.wrongAttempts < MAX_WRONG_ATTEMPTS) return answer({ status: 'wrong', verification: null, triesLeft: MAX_WRONG_ATTEMPTS - entry.wrongAttempts });
      entry.status = 'locked';
      return answer({ status: 'locked', verification: null, triesLeft: 0 });
    }
    return answer({ status: 'verified', verification: completeVerification(state, entry, 'technician'), triesLeft: null });
  })
  .get('/VerificationSettings', (c) => c.json(ledgerOf(c.var.state).settingsFor(c.var.user.tenantId)));
// GET CompanyVerificationSettings/{psaId}/company/{companyId} is answered by companyPolicyRoutes.ts:
// one body carries the policies banner and these overrides (`data`).

type Ctx = Context<SandboxEnv>;

async function sendPush(c: Ctx, channel: 'Duo Push' | 'Microsoft Push') {
  const { state, user } = c.var;
  const body = await readJson<Partial<SendPushBody>>(c.req.raw);
  const target = resolveTarget(state, user, body);
  if (!target.ok) return c.json(errorBody(target.message), target.status);
  const method = channel === 'Duo Push' ? 'duoPush' : 'microsoftPush';
  if (!target.settings.methods[method]) return c.json(errorBody('This verification method is turned off for this company.'), 400);
  if (channel === 'Microsoft Push' && !target.contact.msTenantHasOnboarded) {
    return c.json(errorBody("This contact's Microsoft tenant has not onboarded."), 400);
  }
  const items = target.contact.communicationItems;
  // Duo pushes to the phone enrolled for the user; Microsoft to the work account (the first email).
  const device = channel === 'Duo Push' ? (items.find((i) => i.type === 'phone') ?? items[0]) : items.find((i) => i.type === 'email');
  if (!device) return c.json(errorBody('This contact has nowhere to receive a push.'), 400);
  const entry = newEntry(user, target, channel, device.value, null);
  ledgerOf(state).outbox.unshift(entry);
  return c.json(sent(entry));
}

function newEntry(
  user: SandboxUser,
  target: Extract<ReturnType<typeof resolveTarget>, { ok: true }>,
  channel: OutboxEntry['channel'],
  recipient: string,
  code: string | null,
): OutboxEntry {
  const now = Date.now();
  return {
    id: `v-${globalThis.crypto.randomUUID()}`,
    channel,
    recipient,
    code,
    time: new Date(now).toISOString(),
    expiresAt: new Date(now + target.settings.codeLifetimeSeconds * 1000).toISOString(),
    status: code === null ? 'pending' : 'sent',
    tenantId: user.tenantId,
    psaId: target.contact.psaId,
    ticketId: target.ticketId,
    contactId: target.contact.id,
    contactName: target.contact.name,
    inspectorName: user.username,
    note: target.note,
    wrongAttempts: 0,
    link: null,
    record: null,
  };
}

function sent(entry: OutboxEntry): SentVerificationWire {
  return { validationId: entry.id, expiresAt: entry.expiresAt };
}

/** Waits for the gateway; false when the request was aborted meanwhile (the client went away). */
function gatewayAccepts(delayMs: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, delayMs);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
