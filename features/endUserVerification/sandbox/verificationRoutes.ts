import { Hono, type Context } from 'hono';
import { errorBody, type SandboxEnv, isOptedOut, isSharedLine, readJson } from '@features/api/sandbox';
import type {
  AttemptsWire,
  CheckBody,
  LockedRefusalWire,
  SendLinkBody,
  SendToItemBody,
  SendPushBody,
  SentLinkWire,
} from '../adapters/wire/verificationWire';
import { codeAnswer, uncodedAnswer, type CheckAnswer } from './checkAnswers';
import { resolveTarget, settingsForCompany, type Resolved } from './resolveTarget';
import { ledgerOf, sixDigitCode } from './VerificationLedger';
import { newEntry, sent } from './outboxEntries';
import { checkTeams, teamsCodeMessage } from './teamsCodes';
import { failuresWithin, lockedUntil, refreshEntry } from './failureLog';
import { newLink } from './verificationLinks';
import { smsRefusal, smsRefusalText } from '../core/smsReach';
import { openCall } from './calls/callRecords';

type Ctx = Context<SandboxEnv>;
type Target = Extract<Resolved, { ok: true }>;

/**
 * Contact validation (spec section 7, Verification, and the project's additions). Payloads:
 * adapters/wire/verificationWire.ts; every body carries {psaId, ticketId, contactId, note, request, callId}.
 * - POST PsaContactValidation/send {..., channel: sms|email, value} or {..., channel: teams} -> {validationId,
 *   expiresAt}; the code (six digits) lands in the outbox (GET /__sandbox/outbox; Teams messages also at
 *   GET /__sandbox/outbox/teams, as the contact reads them).
 * - POST /PsaContactValidation/sendLink {..., channel, value} -> {validationId, expiresAt, matchNumber}; the
 *   link (/verify#<token>) lands in the outbox; the contact answers on the public link page.
 * - POST /PsaContactValidation/sendDuoPush and /sendMicrosoftPush -> {validationId, expiresAt}.
 * - POST /PsaContactValidation/check {validationId, code} -> {status, verification, triesLeft, confirmed}.
 * - GET /PsaContactValidation/attempts?psaId&contactId -> {failures, lockedUntil}.
 * - GET /VerificationSettings; GET CompanyVerificationSettings/{psaId}/company/{companyId} -> {data}.
 * A code or link by SMS is refused (400) to a contact who opted out and to a line other contacts of the
 * company share. Every failed check (a wrong code, a denied or timed-out push, a wrong number, "No" on a link) is logged
 * for the tenant and published as ContactVerificationFailed; from the company's `lockAt` failures within
 * the window, sends answer 429 {message, lockedUntil} until the lock ends.
 */
export const verificationRoutes = new Hono<SandboxEnv>()
  .post('/PsaContactValidation/send', async (c) => {
    const { state, user } = c.var;
    const body = await readJson<Partial<Omit<SendToItemBody, 'channel'>> & { channel?: unknown }>(c.req.raw);
    const target = resolveTarget(state, user, body);
    if (!target.ok) return refusal(c, target);
    const checked = body.channel === 'teams' ? checkTeams(c, target) : checkChannel(c, target, body);
    if (checked instanceof Response) return checked;
    const call = openCall(state, user, target);
    if ('message' in call) return c.json(errorBody(call.message), call.status);

    const ledger = ledgerOf(state);
    // The simulated gateway: a request the technician cancels in time sends nothing.
    if (ledger.gatewayDelayMs > 0 && !(await gatewayAccepts(ledger.gatewayDelayMs, c.req.raw.signal))) {
      // Nobody reads this answer: the client has gone. Nothing was sent, nothing lands in the outbox.
      ledger.gatewayCancelled += 1;
      return c.json(errorBody('The send was cancelled.'), 409);
    }
    const entry = newEntry(user, target, checked.channel, checked.value, sixDigitCode());
    if (checked.channel === 'Email') entry.link = `/__sandbox/verification/${entry.id}/open-link`;
    if (checked.channel === 'Teams') entry.message = teamsCodeMessage(state, entry);
    ledger.outbox.unshift(entry);
    return c.json(sent(entry));
  })
  .post('/PsaContactValidation/sendLink', async (c) => {
    const { state, user } = c.var;
    const body = await readJson<Partial<SendLinkBody>>(c.req.raw);
    const target = resolveTarget(state, user, body);
    if (!target.ok) return refusal(c, target);
    if (!target.settings.methods.link)
      return c.json(errorBody('This verification method is turned off for this company.'), 400);
    const checked = checkChannel(c, target, body, false);
    if (checked instanceof Response) return checked;
    const call = openCall(state, user, target);
    if ('message' in call) return c.json(errorBody(call.message), call.status);
    const entry = newEntry(user, target, 'Link', checked.value, null);
    entry.verifyLink = newLink(new URL(c.req.url).origin, checked.channel === 'SMS' ? 'SMS' : 'Email');
    ledgerOf(state).outbox.unshift(entry);
    const answer: SentLinkWire = { ...sent(entry), matchNumber: entry.verifyLink.matchNumber };
    return c.json(answer);
  })
  .post('/PsaContactValidation/sendDuoPush', (c) => sendPush(c, 'Duo Push'))
  .post('/PsaContactValidation/sendMicrosoftPush', (c) => sendPush(c, 'Microsoft Push'))
  .post('/PsaContactValidation/check', async (c) => {
    const { state, user } = c.var;
    const body = await readJson<Partial<CheckBody>>(c.req.raw);
    const ledger = ledgerOf(state);
    const entry = typeof body.validationId === 'string' ? ledger.find(body.validationId) : null;
    if (!entry || entry.tenantId !== user.tenantId)
      return c.json(errorBody('This verification was not found. Send a new one.'), 404);
    const settings = () => settingsForCompany(state, entry.tenantId, entry.companyId);
    const status = refreshEntry(state, entry, settings);
    const answer = (a: CheckAnswer) => c.json({ confirmed: null, ...a });
    if (status === 'passed') return answer({ status: 'approvalNeeded', verification: null, triesLeft: null });
    const askedWithCode = body.code !== undefined && body.code !== null;
    if (entry.code === null || (entry.record && !askedWithCode))
      return answer(uncodedAnswer(entry, status, askedWithCode));
    const code = typeof body.code === 'string' ? body.code.replace(/\s/g, '') : '';
    if (!/^\d{6}$/.test(code)) return c.json(errorBody('Enter the six-digit code.'), 400);
    return answer(codeAnswer(state, entry, code, status, settings()));
  })
  .get('/PsaContactValidation/attempts', (c) => {
    const { state, user } = c.var;
    const psaId = c.req.query('psaId') ?? '';
    const contact = state.world.contacts.find((ct) => ct.id === c.req.query('contactId') && ct.psaId === psaId);
    const psa = state.world.psas.find((p) => p.psaId === psaId && p.tenantId === user.tenantId);
    if (!psa || !contact) return c.json(errorBody('This contact was not found.'), 404);
    const settings = settingsForCompany(state, user.tenantId, contact.companyId);
    // Pushes past their time are failures too: settle them before answering.
    for (const entry of ledgerOf(state).outbox)
      if (entry.contactId === contact.id && entry.psaId === psaId) refreshEntry(state, entry, () => settings);
    const until = lockedUntil(state, user.tenantId, psaId, contact.id);
    const answer: AttemptsWire = {
      failures: failuresWithin(state, user.tenantId, psaId, contact.id, settings.failedAttempts.windowMinutes).map(
        (f) => ({
          Date: f.date,
          ValidationType: f.validationType,
          InspectorName: f.inspectorName,
          Reason: f.reason,
          Value: f.value,
          ...(f.callId ? { CallId: f.callId } : {}),
        }),
      ),
      lockedUntil: until === null ? null : new Date(until).toISOString(),
    };
    return c.json(answer);
  })
  .get('/VerificationSettings', (c) => c.json(ledgerOf(c.var.state).settingsFor(c.var.user.tenantId)));
// GET CompanyVerificationSettings/{psaId}/company/{companyId} is answered by companyPolicyRoutes.ts:
// one body carries the policies banner and these overrides (`data`).

/** A refused target: 400/404 with a message, or 429 with the lock's end. */
function refusal(c: Ctx, target: Extract<Resolved, { ok: false }>) {
  if (target.status === 429) {
    const body: LockedRefusalWire = { message: target.message, lockedUntil: target.lockedUntil };
    return c.json(body, 429);
  }
  return c.json(errorBody(target.message), target.status);
}

/** The channel and the item of a code or link send: one of the contact's items, enabled, not opted out. */
function checkChannel(
  c: Ctx,
  target: Target,
  body: Partial<Omit<SendToItemBody, 'channel'>> & { channel?: unknown },
  methodMustBeOn = true,
): { channel: 'SMS' | 'Email'; value: string } | Response {
  const { state, user } = c.var;
  const channel = body.channel === 'sms' ? 'SMS' : body.channel === 'email' ? 'Email' : null;
  if (!channel)
    return c.json(errorBody(`Choose how to send it: ${methodMustBeOn ? 'sms, email or teams' : 'sms or email'}.`), 400);
  const itemType = channel === 'SMS' ? 'phone' : 'email';
  const value = typeof body.value === 'string' ? body.value.trim() : '';
  // A number is any item that is not an email (a fax too: the rule below refuses it with its own reason).
  const isNumber = (type: string) => (itemType === 'phone' ? type !== 'email' : type === 'email');
  if (!target.contact.communicationItems.some((item) => isNumber(item.type) && item.value === value)) {
    return c.json(
      errorBody(`This contact has no such ${itemType === 'phone' ? 'phone number' : 'email address'}.`),
      400,
    );
  }
  if (methodMustBeOn && !target.settings.methods[channel === 'SMS' ? 'sms' : 'email'])
    return c.json(errorBody('This verification method is turned off for this company.'), 400);
  if (channel === 'SMS') {
    // A code proves who answers only on a number one person has, who agreed to texts: the pod's own rule and words.
    const { contact } = target;
    const item = contact.communicationItems.find((i) => i.type !== 'email' && i.value === value)!;
    const refusal = smsRefusal(
      {
        ...item,
        type: 'phone',
        isShared: isSharedLine(state.world, contact, value),
        ...(item.type === 'fax' ? { lineKind: 'fax' as const } : {}),
      },
      contact,
      isOptedOut(state, user.tenantId, value),
    );
    if (refusal) {
      const companyName = state.world.companies.find((co) => co.id === contact.companyId)?.name ?? '';
      return c.json(errorBody(smsRefusalText(refusal, { name: contact.name, companyName })), 400);
    }
  }
  return { channel, value };
}

async function sendPush(c: Ctx, channel: 'Duo Push' | 'Microsoft Push') {
  const { state, user } = c.var;
  const body = await readJson<Partial<SendPushBody>>(c.req.raw);
  const target = resolveTarget(state, user, body);
  if (!target.ok) return refusal(c, target);
  const method = channel === 'Duo Push' ? 'duoPush' : 'microsoftPush';
  if (!target.settings.methods[method])
    return c.json(errorBody('This verification method is turned off for this company.'), 400);
  if (channel === 'Microsoft Push' && !target.contact.msTenantHasOnboarded) {
    return c.json(errorBody("This contact's Microsoft tenant has not onboarded."), 400);
  }
  const items = target.contact.communicationItems;
  // Duo pushes to the phone enrolled for the user; Microsoft to the work account (the first email).
  const device =
    channel === 'Duo Push'
      ? (items.find((i) => i.type === 'phone') ?? items[0])
      : items.find((i) => i.type === 'email');
  if (!device) return c.json(errorBody('This contact has nowhere to receive a push.'), 400);
  const call = openCall(state, user, target);
  if ('message' in call) return c.json(errorBody(call.message), call.status);
  const entry = newEntry(user, target, channel, device.value, null);
  ledgerOf(state).outbox.unshift(entry);
  return c.json(sent(entry));
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
