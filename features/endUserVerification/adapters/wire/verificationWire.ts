import { boolean, mixed, number, object, string, type InferType } from 'yup';

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
  /** Required when the settings ask for a note (a contact other than the ticket's own). */
  note: string;
}

/** POST PsaContactValidation/send */
export interface SendCodeBody extends VerificationTargetBody {
  channel: 'sms' | 'email';
  /** The phone number or email address to send the code to (one of the contact's items). */
  value: string;
}

/** POST /PsaContactValidation/sendDuoPush and /sendMicrosoftPush */
export type SendPushBody = VerificationTargetBody;

/** Answer of send and of both pushes. */
export const sentVerificationWire = object({
  validationId: string().required(),
  /** ISO timestamp: the code (or push) is refused after it. */
  expiresAt: string().required(),
});
export type SentVerificationWire = InferType<typeof sentVerificationWire>;

/** POST /PsaContactValidation/check: a code to check, or null to ask for a push's state. */
export interface CheckBody {
  validationId: string;
  code: string | null;
}

/**
 * `locked`: too many wrong codes ended this code (the spec shows no answer for it; decided here, see
 * the README's Decisions). `expired`: its lifetime ran out, or it was already used.
 */
export const CHECK_STATUSES = ['verified', 'wrong', 'locked', 'expired', 'pending', 'denied'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

/** The recorded verification (spec section 4 names). */
export const verificationRecordWire = object({
  ContactId: string().required(),
  Value: string().required(),
  ValidationType: string().required(),
  InspectorName: string().required(),
  Note: string().defined().default(''),
  /** ISO timestamp. */
  Date: string().required(),
});
export type VerificationRecordWire = InferType<typeof verificationRecordWire>;

export const checkWire = object({
  status: mixed<CheckStatus>().oneOf(CHECK_STATUSES).required(),
  /** Present when status is verified. */
  verification: verificationRecordWire.nullable().default(null),
  /** With status wrong: how many more codes may be tried before the code is locked; null when the backend does not say. */
  triesLeft: number().integer().min(0).nullable().default(null),
});
export type CheckWire = InferType<typeof checkWire>;

const methodsWire = object({
  sms: boolean().required(),
  email: boolean().required(),
  duoPush: boolean().required(),
  microsoftPush: boolean().required(),
});

/** GET /VerificationSettings */
export const verificationSettingsWire = object({
  methods: methodsWire.required(),
  codeLifetimeSeconds: number().integer().min(30).max(3600).required(),
  noteRequiredForOtherContacts: boolean().required(),
});
export type VerificationSettingsWire = InferType<typeof verificationSettingsWire>;

/** GET CompanyVerificationSettings/{psaId}/company/{companyId}: `{ data }`, null when the company keeps the tenant's. */
export const companyVerificationSettingsWire = object({
  data: object({
    methods: object({
      sms: boolean().optional(),
      email: boolean().optional(),
      duoPush: boolean().optional(),
      microsoftPush: boolean().optional(),
    }).optional(),
    codeLifetimeSeconds: number().integer().min(30).max(3600).nullable().optional(),
    noteRequiredForOtherContacts: boolean().nullable().optional(),
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
}
export const addedNoteWire = object({ id: string().required() });

/** The hub's ContactVerificationPassed payload (core/verification/ContactVerificationPassed.ts, same shape). */
export interface ContactVerificationPassedWire {
  contactId: string;
  psaId: string;
  value: string;
  validationType: string;
  inspectorName: string;
  note: string;
  date: string;
}
