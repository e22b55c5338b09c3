import { beautifiedPhoneWire, phonePermissionWire } from '@features/api/adapters';
import type { CallCase } from '@tests/kit/CallCase';
import { arr, bool, literal, nullable, num, obj, str, undef, undefOr, wire, type Shape } from '@tests/kit/domainShape';
import { APPROVAL_REFUSAL_STATUSES, HttpApprovalApi } from '../adapters/HttpApprovalApi';
import { HttpPhoneNumbersApi } from '../adapters/HttpPhoneNumbersApi';
import { HttpTicketNotesApi } from '../adapters/HttpTicketNotesApi';
import { HttpVerificationApi } from '../adapters/HttpVerificationApi';
import {
  addedNoteWire,
  attemptsWire,
  checkWire,
  companyVerificationSettingsWire,
  sentLinkWire,
  sentVerificationWire,
  verificationSettingsWire,
} from '../adapters/wire/verificationWire';
import { approvalListWire, approversWire, approvalWire } from '../adapters/wire/approvalWire';
import { callRecordListWire } from '../adapters/wire/callRecordWire';

const target = {
  psaId: 'acme-cw',
  ticketId: '1002',
  contactId: 'acme-cw-co1-ct2',
  note: '',
  request: 'Other' as const,
  callId: 'call-1',
};
const sent = obj({ validationId: str, expiresAt: num });
const sentLink = obj({ validationId: str, expiresAt: num, matchNumber: num });
const attempts = obj({
  failures: arr(
    obj({
      date: str,
      validationType: str,
      inspectorName: str,
      reason: literal('WrongCode', 'Denied', 'TimedOut', 'WrongNumber', 'NotOnCall'),
      value: str,
      callId: undefOr(str),
    }),
  ),
  lockedUntil: nullable(num),
});
const checkOutcome: Shape = (v, p) =>
  v && typeof v === 'object' && (v as { status?: unknown }).status === 'verified'
    ? obj({
        status: literal('verified'),
        record: obj({
          value: str,
          validationType: str,
          inspectorName: str,
          note: str,
          date: str,
          request: undefOr(literal('PasswordReset', 'MfaReset', 'Other')),
          callId: undefOr(str),
          ticketId: undefOr(str),
          ticketNumber: undefOr(str),
          inspectorId: undefOr(str),
        }),
      })(v, p)
    : v && typeof v === 'object' && (v as { status?: unknown }).status === 'wrong'
      ? obj({ status: literal('wrong'), triesLeft: nullable(num) })(v, p)
      : v && typeof v === 'object' && (v as { status?: unknown }).status === 'pending'
        ? obj({ status: literal('pending'), confirmed: bool })(v, p)
        : obj({ status: literal('locked', 'expired', 'denied', 'approvalNeeded') })(v, p);

const person = obj({ id: str, name: str });
const approval = obj({
  id: str,
  validationId: str,
  psaId: str,
  contactId: str,
  contactName: str,
  ticketId: nullable(str),
  ticketNumber: nullable(str),
  companyName: nullable(str),
  request: literal('PasswordReset', 'MfaReset', 'Other'),
  callId: nullable(str),
  methods: arr(str),
  requester: person,
  approver: person,
  reason: str,
  requestedAt: num,
  expiresAt: num,
  state: literal('requested', 'approved', 'denied', 'expired'),
  answer: nullable(obj({ by: person, decision: literal('approve', 'deny'), reason: str, at: num })),
});

const passedCheck = obj({ validationId: str, validationType: str, value: str, note: str, at: str });
const callRecord = obj({
  callId: str,
  psaId: str,
  contactId: str,
  ticketId: nullable(str),
  ticketNumber: nullable(str),
  technician: person,
  request: literal('PasswordReset', 'MfaReset', 'Other'),
  methodsNeeded: literal(1, 2),
  passed: arr(passedCheck),
  held: nullable(passedCheck),
  approval: nullable(approval),
  status: literal('open', 'partial', 'held', 'verified', 'denied'),
  verifiedAt: nullable(str),
  ticketNote: nullable(obj({ by: str, at: str })),
  startedAt: str,
  updatedAt: str,
});

/** End User Verification's HTTP calls, for the fault and contract suites (each adapter method once at least). */
export const endUserVerificationCalls: readonly CallCase[] = [
  {
    name: 'HttpVerificationApi.sendCode',
    // A 429 is the contact's lock, read by the adapter (SendsLockedError): the panel says until when.
    silentStatuses: [429],
    wire: sentVerificationWire,
    domain: sent,
    takesSignal: true,
    run: (h, signal) =>
      new HttpVerificationApi(h).sendCode({ ...target, channel: 'sms', value: '0555 010 2002' }, signal),
  },
  {
    name: 'HttpVerificationApi.sendCode(teams)',
    silentStatuses: [429],
    wire: sentVerificationWire,
    domain: sent,
    takesSignal: true,
    run: (h, signal) => new HttpVerificationApi(h).sendCode({ ...target, channel: 'teams' }, signal),
  },
  {
    name: 'HttpVerificationApi.sendLink',
    // A 429 is the contact's lock, read by the adapter (SendsLockedError): the panel says until when.
    silentStatuses: [429],
    wire: sentLinkWire,
    domain: sentLink,
    takesSignal: true,
    run: (h, signal) =>
      new HttpVerificationApi(h).sendLink({ ...target, channel: 'sms', value: '0555 010 2002' }, signal),
  },
  {
    name: 'HttpVerificationApi.callRecords',
    wire: callRecordListWire,
    domain: arr(callRecord),
    run: (h) => new HttpVerificationApi(h).callRecords('acme-cw', 'acme-cw-co1-ct2'),
  },
  {
    name: 'HttpVerificationApi.attempts',
    wire: attemptsWire,
    domain: attempts,
    run: (h) => new HttpVerificationApi(h).attempts('acme-cw', 'acme-cw-co1-ct2'),
  },
  {
    name: 'HttpVerificationApi.check',
    wire: checkWire,
    domain: checkOutcome,
    run: (h) => new HttpVerificationApi(h).check('v-1', '123456'),
  },
  {
    name: 'HttpVerificationApi.sendPush(duo)',
    // A 429 is the contact's lock, read by the adapter (SendsLockedError): the panel says until when.
    silentStatuses: [429],
    wire: sentVerificationWire,
    domain: sent,
    run: (h) => new HttpVerificationApi(h).sendPush('duo', target),
  },
  {
    name: 'HttpVerificationApi.sendPush(microsoft)',
    // A 429 is the contact's lock, read by the adapter (SendsLockedError): the panel says until when.
    silentStatuses: [429],
    wire: sentVerificationWire,
    domain: sent,
    run: (h) => new HttpVerificationApi(h).sendPush('microsoft', target),
  },
  {
    name: 'HttpVerificationApi.settings',
    wire: verificationSettingsWire,
    domain: wire(verificationSettingsWire),
    run: (h) => new HttpVerificationApi(h).settings(),
  },
  {
    name: 'HttpVerificationApi.companySettings',
    wire: companyVerificationSettingsWire,
    domain: nullable(wire(companyVerificationSettingsWire.fields.data as never)),
    missingBodyIsEmptyObject: true,
    run: (h) => new HttpVerificationApi(h).companySettings('acme-cw', 'acme-cw-co1'),
  },
  {
    name: 'HttpPhoneNumbersApi.isOptedOut',
    wire: phonePermissionWire,
    domain: bool,
    run: (h) => new HttpPhoneNumbersApi(h).isOptedOut('+1 555 010 2001'),
  },
  {
    name: 'HttpPhoneNumbersApi.beautify',
    wire: beautifiedPhoneWire,
    domain: str,
    silent: true,
    run: (h) => new HttpPhoneNumbersApi(h).beautify('5550102001'),
  },
  {
    name: 'HttpTicketNotesApi.addNote',
    wire: addedNoteWire,
    domain: undef,
    run: (h) => new HttpTicketNotesApi(h).addNote('acme-cw', '1002', 'Identity verified'),
  },
  {
    name: 'HttpApprovalApi.approvers',
    wire: approversWire,
    domain: arr(person),
    run: (h) => new HttpApprovalApi(h).approvers(),
  },
  {
    name: 'HttpApprovalApi.request',
    // 400, 403 and 409 carry the refusal's reason, shown beside the buttons rather than toasted.
    silentStatuses: [...APPROVAL_REFUSAL_STATUSES],
    wire: approvalWire,
    domain: approval,
    run: (h) => new HttpApprovalApi(h).request('v-1', 'u-mfa', 'Caller is not on the ticket'),
  },
  {
    name: 'HttpApprovalApi.approval',
    wire: approvalWire,
    domain: approval,
    run: (h) => new HttpApprovalApi(h).approval('ap-1'),
  },
  {
    name: 'HttpApprovalApi.answer',
    silentStatuses: [...APPROVAL_REFUSAL_STATUSES],
    wire: approvalWire,
    domain: approval,
    run: (h) => new HttpApprovalApi(h).answer('ap-1', 'deny', 'Not on the contract'),
  },
  {
    name: 'HttpApprovalApi.pending',
    // 403: the caller is not an approver; the approver page says so in place.
    silentStatuses: [403],
    wire: approvalListWire,
    domain: arr(approval),
    takesSignal: true,
    run: (h, signal) => new HttpApprovalApi(h).pending(signal),
  },
  {
    name: 'HttpApprovalApi.openOnContact',
    wire: approvalListWire,
    domain: arr(approval),
    run: (h) => new HttpApprovalApi(h).openOnContact('acme-cw', 'acme-cw-co1-ct2'),
  },
];
