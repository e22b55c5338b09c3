import { array, boolean, mixed, number, object, string, type InferType } from 'yup';

/*
 * Secure Data Sharing's payloads (spec section 7, Secure data). The spec names the endpoints and
 * shows only that POST /SecureData answers in data.data and that the requests table reads data +
 * x-total-count; everything else is decided here, once, and the sandbox imports these same types
 * (docs/decisions/089-secure-data-sharing-contract.md).
 */

/** GET /SecureDataSettings */
export const secureDataSettingsWire = object({
  password: object({
    minLength: number().integer().min(4).required(),
    maxLength: number().integer().min(4).max(256).required(),
    defaultLength: number().integer().required(),
    allowNumbers: boolean().required(),
    allowSymbols: boolean().required(),
    allowUppercase: boolean().required(),
  }).required(),
  files: object({
    maxFileBytes: number().integer().min(1).required(),
    maxFiles: number().integer().min(0).required(),
    allowedExtensions: array(string().required()).required(),
  }).required(),
  expirationHours: array(number().integer().min(1).required()).min(1).required(),
  defaultExpirationHours: number().integer().min(1).required(),
  messageTemplate: string().required(),
});
export type SecureDataSettingsWire = InferType<typeof secureDataSettingsWire>;

/** GET /SecureDataRequestSettings */
export const secureDataRequestSettingsWire = object({
  allowFiles: boolean().required(),
  expirationHours: number().integer().min(1).required(),
});
export type SecureDataRequestSettingsWire = InferType<typeof secureDataRequestSettingsWire>;

/** GET /SecureDataRequestText */
export const secureDataRequestTextWire = object({ text: string().required() });
export type SecureDataRequestTextWire = InferType<typeof secureDataRequestTextWire>;

/** GET /SecureDataRequest/getTextVariables?CrmId&PsaContactId: `[{name, value}]`. */
export const textVariablesWire = array(
  object({ name: string().required(), value: string().defined() }).required(),
).required();
export type TextVariablesWire = InferType<typeof textVariablesWire>;

/** GET /SecureData/generate?length&numbers&symbols&uppercase */
export const generatedPasswordWire = object({ password: string().required() });
export type GeneratedPasswordWire = InferType<typeof generatedPasswordWire>;

/** GET /SecureData/fileLocations */
export const fileLocationsWire = array(
  object({ id: string().required(), name: string().required(), isDefault: boolean().required() }).required(),
).required();
export type FileLocationsWire = InferType<typeof fileLocationsWire>;

/** POST /SecureData/file: multipart, field `file` and optional field `locationId`. */
export const uploadedFileWire = object({
  id: string().required(),
  fileName: string().required(),
  size: number().integer().min(0).required(),
});
export type UploadedFileWire = InferType<typeof uploadedFileWire>;
export const UPLOAD_FIELD = 'file';
export const UPLOAD_LOCATION_FIELD = 'locationId';

/** POST /SecureData */
export interface CreateSecureDataBody {
  psaId: string;
  ticketId: string | null;
  contactId: string;
  /** The secret: only ever in this body, never in a URL. */
  secret: string;
  note: string;
  fileIds: string[];
  expiresInHours: number;
}

/** A created link (POST /SecureData's data.data; POST /SecureDataRequest/generateRequest's data). */
export const createdLinkWire = object({
  id: string().required(),
  link: string().required(),
  expiresAt: string().required(),
});
export type CreatedLinkWire = InferType<typeof createdLinkWire>;
/** POST /SecureData answers `{data: {...}}` (spec: "answer in data.data"). */
export const createdSecureDataWire = object({ data: createdLinkWire.required() });
export type CreatedSecureDataWire = InferType<typeof createdSecureDataWire>;

/** POST /SecureData/send and POST /SecureDataRequest/send */
export interface SendLinkBody {
  id: string;
  channel: 'sms' | 'email';
  /** One of the contact's phone numbers or addresses. */
  recipient: string;
  /** The filled message; the server appends the link if the text lost it. */
  message: string;
}
export const sentWire = object({ sentAt: string().required() });
export type SentWire = InferType<typeof sentWire>;

/** POST /SecureDataRequest/generateRequest */
export interface GenerateRequestBody {
  psaId: string;
  ticketId: string | null;
  contactId: string;
  title: string;
  allowFiles: boolean;
}
export const generatedRequestWire = object({ data: createdLinkWire.required() });
export type GeneratedRequestWire = InferType<typeof generatedRequestWire>;

export const REQUEST_STATUSES_WIRE = ['created', 'sent', 'answered', 'viewed', 'expired'] as const;
export type RequestStatusWire = (typeof REQUEST_STATUSES_WIRE)[number];

/** One row of GET /SecureDataRequest/requests (_start, _end, ticketId or contactId, psaId, _order=desc). */
export const requestRowWire = object({
  id: string().required(),
  title: string().required(),
  status: mixed<RequestStatusWire>().oneOf(REQUEST_STATUSES_WIRE).required(),
  recipient: string().nullable().default(null),
  createdAt: string().required(),
  answeredAt: string().nullable().default(null),
});
export type RequestRowWire = InferType<typeof requestRowWire>;
export const requestRowsWire = array(requestRowWire.required()).required();

export const SENT_KINDS_WIRE = ['link', 'request'] as const;
export type SentKindWire = (typeof SENT_KINDS_WIRE)[number];
export const SENT_STATUSES_WIRE = ['created', 'sent', 'opened', 'answered', 'viewed', 'expired'] as const;
export type SentStatusWire = (typeof SENT_STATUSES_WIRE)[number];

/**
 * One item of GET /SecureData/sent?psaId&ticketId|contactId: a link or request created for the ticket (or
 * contact), where it was sent and when the contact opened it. Never its address or content.
 */
export const sentItemWire = object({
  id: string().required(),
  kind: mixed<SentKindWire>().oneOf(SENT_KINDS_WIRE).required(),
  title: string().nullable().default(null),
  createdAt: string().required(),
  expiresAt: string().required(),
  status: mixed<SentStatusWire>().oneOf(SENT_STATUSES_WIRE).required(),
  openedAt: string().nullable().default(null),
  sends: array(
    object({
      channel: mixed<'sms' | 'email'>()
        .oneOf(['sms', 'email'] as const)
        .required(),
      recipient: string().required(),
      sentAt: string().required(),
    }).required(),
  ).required(),
});
export type SentItemWire = InferType<typeof sentItemWire>;
/** At most SENT_LIMIT items, newest first. */
export const sentItemsWire = array(sentItemWire.required()).required();
export const SENT_LIMIT = 50;

/** GET /SecureDataRequest/check?psaId&ticketId|contactId */
export const requestsSummaryWire = object({
  pending: number().integer().min(0).required(),
  answered: number().integer().min(0).required(),
  version: string().required(),
});
export type RequestsSummaryWire = InferType<typeof requestsSummaryWire>;

/** GET /SecureDataRequest/{id}/check: the answer only the first time it is read after answering. */
export const requestCheckWire = object({
  id: string().required(),
  status: mixed<RequestStatusWire>().oneOf(REQUEST_STATUSES_WIRE).required(),
  answer: object({
    text: string().defined(),
    files: array(
      object({
        id: string().required(),
        fileName: string().required(),
        size: number().integer().min(0).required(),
      }).required(),
    ).required(),
  })
    .nullable()
    .default(null),
});
export type RequestCheckWire = InferType<typeof requestCheckWire>;

/** POST /MessagingPermissions/check-phone-number (End User Verification's endpoint; same shapes). */
export interface CheckPhoneBody {
  phone: string;
}
export const phonePermissionWire = object({ phone: string().required(), optedOut: boolean().required() });
