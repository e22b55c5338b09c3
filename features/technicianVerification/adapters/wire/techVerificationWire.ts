import { array, boolean, mixed, object, string, type InferType } from 'yup';

/**
 * The tech verification message (spec section 3: Code, ContactId, ContactName, CreatedDate, CrmId,
 * From, Id, IsVerified, To, Type), plus TicketId (decision: the ticket it is linked to, null until
 * linked), TicketNumber (decision: that ticket's number as the PSA shows it) and UpdatedDate (decision:
 * when it last changed). The two decisions are optional: a backend that does not send them still answers.
 * The same shape answers every VerifiedPsaTechBySms call and rides the hub event
 * PsaTechVerificationSmsRequest. Code is null for technicians: it goes only to the end user's phone.
 */
export interface TechVerificationWire {
  Id: string;
  Code: string | null;
  ContactId: string | null;
  ContactName: string | null;
  CreatedDate: string;
  /** When it last changed: linked, a code sent, a code entered (so when it was confirmed or failed). */
  UpdatedDate?: string | null;
  CrmId: string;
  TicketId: string | null;
  /** The linked ticket's number as the PSA shows it ("T1001"); null until linked. */
  TicketNumber?: string | null;
  /** Who sent the last message: the end user's phone for a request, the technician's name for a code. */
  From: string | null;
  /** The end user's phone the code is sent to. */
  To: string | null;
  Type: TechVerificationType;
  IsVerified: boolean;
}

/** Where a verification stands (decision: the spec does not list Type's values). */
export const TECH_VERIFICATION_TYPES = ['Requested', 'CodeSent', 'WrongCode', 'Verified', 'Failed'] as const;
export type TechVerificationType = (typeof TECH_VERIFICATION_TYPES)[number];

export const techVerificationWire = object({
  Id: string().required(),
  Code: string().nullable().defined().default(null),
  ContactId: string().nullable().defined().default(null),
  ContactName: string().nullable().defined().default(null),
  CreatedDate: string().required(),
  UpdatedDate: string().nullable().default(null),
  CrmId: string().required(),
  TicketId: string().nullable().defined().default(null),
  TicketNumber: string().nullable().default(null),
  From: string().nullable().defined().default(null),
  To: string().nullable().defined().default(null),
  Type: mixed<TechVerificationType>().oneOf(TECH_VERIFICATION_TYPES).required(),
  IsVerified: boolean().required(),
});

export const techVerificationListWire = array().of(techVerificationWire.required()).required();
export type TechVerificationWireParsed = InferType<typeof techVerificationWire>;

/** POST /VerifiedPsaTechBySms: send the code to the end user (answering request `RequestId` if given). */
export interface SendTechCodeBody {
  CrmId: string;
  TicketId: string;
  RequestId: string | null;
}

/** POST /VerifiedPsaTechBySms/link-tech-verification-request: link an incoming request to a ticket. */
export interface LinkTechRequestBody {
  RequestId: string;
  CrmId: string;
  TicketId: string;
}

/** The history table's sortable columns (GET /VerifiedPsaTechBySms `field`). */
export const TECH_HISTORY_FIELDS = ['CreatedDate', 'ContactName', 'Type', 'TicketId'] as const;
export type TechHistoryField = (typeof TECH_HISTORY_FIELDS)[number];
