import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { CALLER_REQUEST_PHRASES, CALLER_REQUESTS, type CallerRequest } from '@features/api/core';

// The caller's request values travel on the wire too (the sandbox reads them, and says them, from here).
export { CALLER_REQUEST_PHRASES, CALLER_REQUESTS, type CallerRequest };

/*
 * The verification endpoints' payloads. The spec names the endpoints but shows no bodies; these are
 * the ones this product and its sandbox agree on, typed once here (sandbox/contract/verification/
 * documents them for people). Field names of the recorded verification follow spec section 4
 * (Value, ValidationType, InspectorName, Note).
 */

/** Who is being verified: sent with every send and push. */
export interface VerificationTargetBody {
  psaId: string;
  /** Null on a contact screen. */
  ticketId: string | null;
  contactId: string;
  /** Required when the settings ask for a note (a contact other than the ticket's own, repeated failures). */
  note: string;
  /** What the caller asks for; the requests the company lists need two different methods. */
  request: CallerRequest;
  /** The call the check belongs to (chosen by the SPA): checks of one call are grouped in the history. */
  callId: string;
}

/** A code or link to one of the contact's items. */
export interface SendToItemBody extends VerificationTargetBody {
  channel: 'sms' | 'email';
  /** The phone number or email address to send the code to (one of the contact's items). */
  value: string;
}

/** A code by Teams: a chat message to the contact's Microsoft account (the backend knows it); no value. */
export interface SendTeamsCodeBody extends VerificationTargetBody {
  channel: 'teams';
}

/** POST PsaContactValidation/send */
export type SendCodeBody = SendToItemBody | SendTeamsCodeBody;

/** POST /PsaContactValidation/sendDuoPush and /sendMicrosoftPush */
export type SendPushBody = VerificationTargetBody;

/** POST /PsaContactValidation/sendLink: the body of a code to an item; the link goes by SMS or email. */
export type SendLinkBody = SendToItemBody;

/** Answer of send and of both pushes. */
export const sentVerificationWire = object({
  validationId: string().required(),
  /** ISO timestamp: the code (or push) is refused after it. */
  expiresAt: string().required(),
});
export type SentVerificationWire = InferType<typeof sentVerificationWire>;

/** Answer of sendLink: the number the technician asks the contact to choose (the page offers three). */
export const sentLinkWire = sentVerificationWire.shape({ matchNumber: number().integer().min(10).max(99).required() });
export type SentLinkWire = InferType<typeof sentLinkWire>;

/** 429 from a send while the contact is locked after repeated failures: the message and until when. */
export const lockedRefusalWire = object({
  message: string().defined().default(''),
  /** ISO timestamp. */
  lockedUntil: string().required(),
});
export type LockedRefusalWire = InferType<typeof lockedRefusalWire>;

/** POST /PsaContactValidation/check: a code to check, or null to ask for a push's state. */
export interface CheckBody {
  validationId: string;
  code: string | null;
}

/**
 * `locked`: too many wrong codes ended this code (the spec shows no answer for it; decided here, see
 * the README's Decisions). `expired`: its lifetime ran out, or it was already used.
 */
/** approvalNeeded: the methods passed and the tenant's policy asks a manager before the verification is recorded. */
export const CHECK_STATUSES = [
  'verified',
  'wrong',
  'locked',
  'expired',
  'pending',
  'denied',
  'approvalNeeded',
] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

/** A manager's answer as a record or a history entry carries it: who, which way, why, when (ISO). */
function approvalTraceWire() {
  return object({
    By: string().defined(),
    Decision: mixed<'approve' | 'deny'>().oneOf(['approve', 'deny']).required(),
    Reason: string().defined(),
    At: string().required(),
  }).default(undefined);
}
export interface ApprovalTraceWire {
  By: string;
  Decision: 'approve' | 'deny';
  Reason: string;
  At: string;
}

/** The recorded verification (spec section 4 names). */
export const verificationRecordWire = object({
  ContactId: string().required(),
  Value: string().required(),
  ValidationType: string().required(),
  InspectorName: string().required(),
  Note: string().defined().default(''),
  /** ISO timestamp. */
  Date: string().required(),
  /** What the caller asked for, and the call's id (project additions; older backends leave them out). */
  CallerRequest: mixed<CallerRequest>().oneOf(CALLER_REQUESTS).nullable().optional(),
  CallId: string().nullable().optional(),
  /**
   * Where and by whom (project additions; older backends leave them out): the ticket's id and number
   * (null from a contact screen) and the technician's user id. Without them a verification is never
   * green for the call in progress.
   */
  TicketId: string().nullable().optional(),
  TicketNumber: string().nullable().optional(),
  InspectorId: string().nullable().optional(),
  /** The manager who approved it, when the approval policy asked for one (project addition). */
  ApprovedBy: string().nullable().optional(),
  /** The manager's answer with its reason, when the approval policy asked for one (project addition). */
  Approval: approvalTraceWire().nullable().optional(),
});
export type VerificationRecordWire = InferType<typeof verificationRecordWire>;

export const checkWire = object({
  status: mixed<CheckStatus>().oneOf(CHECK_STATUSES).required(),
  /** Present when status is verified. */
  verification: verificationRecordWire.nullable().default(null),
  /** With status wrong: how many more codes may be tried before the code is locked; null when the backend does not say. */
  triesLeft: number().integer().min(0).nullable().default(null),
  /** A pending link: true once the contact said "Yes" and sees the numbers; null for codes and pushes. */
  confirmed: boolean().nullable().default(null),
  /** With status wrong: the code typed was an older one of this call, replaced by a newer send (project addition). */
  replaced: boolean().nullable().default(null),
});
export type CheckWire = InferType<typeof checkWire>;

const methodsWire = object({
  sms: boolean().required(),
  email: boolean().required(),
  link: boolean().required(),
  duoPush: boolean().required(),
  microsoftPush: boolean().required(),
  /** Codes by Teams (project addition): a backend that leaves it out sends none. */
  teams: boolean().default(false),
});

const minutes = () =>
  number()
    .integer()
    .min(1)
    .max(24 * 60);
const count = () => number().integer().min(1).max(100);

const failedAttemptsWire = object({
  windowMinutes: minutes().required(),
  warnAt: count().required(),
  lockAt: count().required(),
  lockMinutes: minutes().required(),
});

const callerRequests = () => array(mixed<CallerRequest>().oneOf(CALLER_REQUESTS).required());

export const APPROVAL_TRIGGERS_WIRE = ['otherContact', 'highRiskRequest'] as const;
export type ApprovalTriggerWire = (typeof APPROVAL_TRIGGERS_WIRE)[number];
const approvalTriggers = () => array(mixed<ApprovalTriggerWire>().oneOf(APPROVAL_TRIGGERS_WIRE).required());

/**
 * When a verification waits for a manager (project addition): what needs it (empty: never) and how long an
 * approver has. A backend without approvals leaves it out: never, ten minutes.
 */
const approvalPolicyWire = object({
  neededFor: approvalTriggers().default([]),
  expiresAfterMinutes: minutes().default(10),
});

/** GET /VerificationSettings */
export const verificationSettingsWire = object({
  methods: methodsWire.required(),
  codeLifetimeSeconds: number().integer().min(30).max(3600).required(),
  noteRequiredForOtherContacts: boolean().required(),
  /** How long a verification counts for the call (the card turns from "Verified" to its date after it). */
  verifiedForMinutes: minutes().required(),
  failedAttempts: failedAttemptsWire.required(),
  /** Requests that need two different methods. */
  twoMethodRequests: callerRequests().required(),
  approval: approvalPolicyWire,
});
export type VerificationSettingsWire = InferType<typeof verificationSettingsWire>;

/** GET CompanyVerificationSettings/{psaId}/company/{companyId}: `{ data }`, null when the company keeps the tenant's. */
export const companyVerificationSettingsWire = object({
  data: object({
    methods: object({
      sms: boolean().optional(),
      email: boolean().optional(),
      link: boolean().optional(),
      duoPush: boolean().optional(),
      microsoftPush: boolean().optional(),
      teams: boolean().optional(),
    }).optional(),
    codeLifetimeSeconds: number().integer().min(30).max(3600).nullable().optional(),
    noteRequiredForOtherContacts: boolean().nullable().optional(),
    verifiedForMinutes: minutes().nullable().optional(),
    failedAttempts: object({
      windowMinutes: minutes().optional(),
      warnAt: count().optional(),
      lockAt: count().optional(),
      lockMinutes: minutes().optional(),
    })
      .nullable()
      .optional()
      .default(undefined),
    twoMethodRequests: callerRequests().nullable().optional(),
    approval: object({
      neededFor: approvalTriggers().nullable().optional(),
      expiresAfterMinutes: minutes().nullable().optional(),
    })
      .nullable()
      .optional()
      .default(undefined),
  })
    .nullable()
    .default(null),
});
export type CompanyVerificationSettingsWire = InferType<typeof companyVerificationSettingsWire>;

/** POST /TicketUpdate/crm/{crmId}/ticket/addNote */
export interface AddTicketNoteBody {
  ticketId: string;
  text: string;
  /** Internal notes are not shown to the end user. */
  internal: boolean;
  /**
   * The verification call the note reports (project addition): the backend keeps one note per call, refuses a
   * second with 409 naming who wrote the first and when, and shows it on the call's record.
   */
  callId?: string;
}
export const addedNoteWire = object({ id: string().required() });

/** The hub's ContactVerificationPassed payload (core/ContactVerificationPassed.ts reads it). */
export interface ContactVerificationPassedWire {
  contactId: string;
  psaId: string;
  value: string;
  validationType: string;
  inspectorName: string;
  note: string;
  date: string;
  request?: CallerRequest | null;
  callId?: string | null;
  /** The ticket's id and number (null from a contact screen) and the technician's user id (project additions). */
  ticketId?: string | null;
  ticketNumber?: string | null;
  inspectorId?: string | null;
  /** The manager who approved it, when the approval policy asked for one. */
  approvedBy?: string | null;
  /** The manager's answer with its reason (project addition). */
  approval?: { by: string; decision: 'approve' | 'deny'; reason: string; at: string } | null;
}

export const FAILURE_REASONS = ['WrongCode', 'Denied', 'TimedOut', 'WrongNumber', 'NotOnCall'] as const;
export type FailureReasonWire = (typeof FAILURE_REASONS)[number];

/** The hub's ContactVerificationFailed payload (a project addition; core/ContactVerificationFailed.ts reads it). */
export interface ContactVerificationFailedWire {
  contactId: string;
  psaId: string;
  validationId: string;
  validationType: string;
  inspectorName: string;
  reason: FailureReasonWire;
  value: string;
  /** ISO timestamp. */
  date: string;
  /** The call the failed check belonged to (project addition). */
  callId?: string | null;
}

/** GET /PsaContactValidation/attempts?psaId&contactId: the contact's failed checks within the window, and the lock. */
export const attemptsWire = object({
  failures: array(
    object({
      Date: string().required(),
      ValidationType: string().required(),
      InspectorName: string().defined(),
      Reason: mixed<FailureReasonWire>().oneOf(FAILURE_REASONS).required(),
      Value: string().defined(),
      /** The call the failed check belonged to (project addition; older backends leave it out). */
      CallId: string().nullable().optional(),
    }),
  ).required(),
  /** ISO timestamp until which sends are refused; null when they are not. */
  lockedUntil: string().nullable().defined(),
});
export type AttemptsWire = InferType<typeof attemptsWire>;
