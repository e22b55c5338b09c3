/*
 * Secure Data Sharing's domain (spec sections 2, 3 and 7). The spec names the state (settings,
 * requestSettings, requestText, textVariables, requests, checkResult, requestsTotalCount) but shows no
 * shapes; these are the ones this product and its sandbox agree on
 * (docs/decisions/089-secure-data-sharing-contract.md).
 */

/** What the password generator may be asked for (the tenant's settings bound it). */
export interface PasswordPolicy {
  minLength: number;
  maxLength: number;
  defaultLength: number;
  /** Which character classes the tenant allows the technician to include. */
  allowNumbers: boolean;
  allowSymbols: boolean;
  allowUppercase: boolean;
}

/** The limits a file must meet before it is uploaded. */
export interface FileLimits {
  maxFileBytes: number;
  maxFiles: number;
  /** Lower-case extensions with the dot, e.g. `.pdf`. Empty: any type. */
  allowedExtensions: readonly string[];
}

/** GET /SecureDataSettings */
export interface SecureDataSettings {
  password: PasswordPolicy;
  files: FileLimits;
  /** Choices for how long a link stays open, in hours; the first is not necessarily the default. */
  expirationHours: readonly number[];
  defaultExpirationHours: number;
  /** The message that carries a secure link (variables in double braces, e.g. {{Link}}; core/templates/fillTemplate). */
  messageTemplate: string;
}

/** GET /SecureDataRequestSettings */
export interface SecureDataRequestSettings {
  /** Whether the contact may attach files to an answer. */
  allowFiles: boolean;
  expirationHours: number;
}

/** GET /SecureDataRequestText: the message that carries a request's link. */
export interface SecureDataRequestText {
  text: string;
}

/** Where uploaded files are stored (GET /SecureData/fileLocations). */
export interface FileLocation {
  id: string;
  name: string;
  isDefault: boolean;
}

/** A file stored for a secure link (POST /SecureData/file). */
export interface UploadedFile {
  id: string;
  fileName: string;
  size: number;
}

/** The options a generated password is asked with. */
export interface PasswordOptions {
  length: number;
  numbers: boolean;
  symbols: boolean;
  uppercase: boolean;
}

/** POST /SecureData: what the technician shares. The secret travels only in this body. */
export interface NewSecureData {
  psaId: string;
  ticketId: string | null;
  contactId: string;
  secret: string;
  note: string;
  fileIds: string[];
  expiresInHours: number;
}

/** What the server made of it: a one-time link. */
export interface CreatedSecureData {
  id: string;
  link: string;
  /** Epoch ms. */
  expiresAt: number;
}

/** POST /SecureDataRequest/generateRequest */
export interface NewDataRequest {
  psaId: string;
  ticketId: string | null;
  contactId: string;
  /** What is asked for, e.g. "the license key". */
  title: string;
  allowFiles: boolean;
}

export interface CreatedDataRequest {
  id: string;
  link: string;
  expiresAt: number;
}

export type SendChannel = 'sms' | 'email';

/** Sending a created link or request to one of the contact's items. */
export interface SendMessage {
  id: string;
  channel: SendChannel;
  recipient: string;
  message: string;
}

export const REQUEST_STATUSES = ['created', 'sent', 'answered', 'viewed', 'expired'] as const;
/** created: not sent yet; sent: waiting for the contact; answered: not read yet; viewed: the technician read the answer once. */
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** One row of the requests table. */
export interface DataRequestRow {
  id: string;
  title: string;
  status: RequestStatus;
  recipient: string | null;
  /** Epoch ms. */
  createdAt: number;
  answeredAt: number | null;
}

/** A table page (spec section 3's table result). */
export interface RequestPage {
  rows: DataRequestRow[];
  totalCount: number;
  start: number;
  end: number;
}

/** A file the contact sent with an answer; its name is untrusted and shown sanitized. */
export interface AnswerFile {
  id: string;
  fileName: string;
  size: number;
}

/** GET /SecureDataRequest/{id}/check: the request's state, with the answer only the first time it is read. */
export interface RequestCheck {
  id: string;
  status: RequestStatus;
  answer: { text: string; files: AnswerFile[] } | null;
}

/** GET /SecureDataRequest/check: a cheap summary the page polls to know when the table changed. */
export interface RequestsSummary {
  pending: number;
  answered: number;
  /** Changes whenever any request of the ticket changes. */
  version: string;
}

/** Where the page is: a ticket, or a contact screen (no ticket). */
export interface RequestScope {
  psaId: string;
  ticketId: string | null;
  contactId: string | null;
}

/** What the technician created and sent from the page: a secure link, or a data request. */
export type SentKind = 'link' | 'request';

export const SENT_STATUSES = ['created', 'sent', 'opened', 'answered', 'viewed', 'expired'] as const;
/** A link's (created, sent, opened, expired) or a request's (created, sent, answered, viewed, expired) status. */
export type SentStatus = (typeof SENT_STATUSES)[number];

/** One text or email that carried a link. */
export interface SentMessageRecord {
  channel: SendChannel;
  /** The contact's phone number or address it went to. */
  recipient: string;
  /** Epoch ms. */
  sentAt: number;
}

/** A link or request created for the ticket (or contact), with where it went and whether the contact opened it. */
export interface SentItem {
  id: string;
  kind: SentKind;
  /** What a request asks for; null for a secure link. */
  title: string | null;
  /** Epoch ms. */
  createdAt: number;
  expiresAt: number;
  status: SentStatus;
  /** When the contact opened it (a link: its content shown; a request: its form), or null. */
  openedAt: number | null;
  /** Oldest first; empty while it was not sent. */
  sends: SentMessageRecord[];
}
