import type { SandboxUser } from '@features/api/sandbox';
import type { SentVerificationWire } from '../adapters/wire/verificationWire';
import type { Resolved } from './resolveTarget';
import type { OutboxEntry } from './VerificationLedger';

type Target = Extract<Resolved, { ok: true }>;

/** A new send for the outbox: a code (six digits) or, with code null, a push or link waiting for the contact. */
export function newEntry(
  user: SandboxUser,
  target: Target,
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
    ticketNumber: target.ticketNumber,
    contactId: target.contact.id,
    companyId: target.contact.companyId,
    contactName: target.contact.name,
    inspectorName: user.username,
    inspectorId: user.id,
    note: target.note,
    request: target.request,
    callId: target.callId,
    wrongAttempts: 0,
    link: null,
    message: null,
    verifyLink: null,
    record: null,
  };
}

export function sent(entry: OutboxEntry): SentVerificationWire {
  return { validationId: entry.id, expiresAt: entry.expiresAt };
}
