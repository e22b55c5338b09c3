import type { SandboxUser } from '../../world/World';
import type { MessagingLedger, SandboxConversation, SandboxMessage } from './MessagingLedger';

export type SendOutcome =
  { ok: true; message: SandboxMessage } | { ok: false; status: 400 | 409 | 503; message: string };

/** Longest text the sandbox accepts (10 concatenated GSM-7 segments). */
export const MAX_MESSAGE_LENGTH = 1530;

/**
 * A technician's send on either transport: checks the text, applies the fault switches (delay, fail
 * the next N with 503), refuses an opted-out channel, and stores a retry of the same clientId once.
 */
export async function technicianSend(
  ledger: MessagingLedger,
  conversation: SandboxConversation,
  user: SandboxUser,
  raw: { message?: unknown; clientId?: unknown },
): Promise<SendOutcome> {
  const text = typeof raw.message === 'string' ? raw.message.trim() : '';
  const clientId = typeof raw.clientId === 'string' && raw.clientId ? raw.clientId : null;
  if (!text) return { ok: false, status: 400, message: 'Type a message to send.' };
  if (text.length > MAX_MESSAGE_LENGTH)
    return { ok: false, status: 400, message: `A message can be at most ${MAX_MESSAGE_LENGTH} characters.` };
  if (ledger.faults.sendDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, ledger.faults.sendDelayMs));
  if (ledger.takeFailure()) {
    const gateway = conversation.transport === 'sms' ? 'The SMS gateway' : 'Microsoft Teams';
    return { ok: false, status: 503, message: `${gateway} is unavailable. The message was not sent; try again.` };
  }
  if (conversation.optedOut)
    return {
      ok: false,
      status: 409,
      message: `${conversation.address} has opted out of SMS. The message was not sent.`,
    };
  const earlier = clientId ? ledger.messagesOf(conversation.id).find((m) => m.clientId === clientId) : undefined;
  if (earlier) return { ok: true, message: earlier };
  const message = ledger.add({
    conversationId: conversation.id,
    direction: 'outbound',
    body: text,
    from: user.username,
    to: conversation.address,
    date: new Date().toISOString(),
    clientId,
    seeded: false,
  });
  return { ok: true, message };
}
