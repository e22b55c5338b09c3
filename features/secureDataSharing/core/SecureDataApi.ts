import { token } from '@features/api/core';
import type {
  CreatedDataRequest,
  CreatedSecureData,
  FileLocation,
  NewDataRequest,
  NewSecureData,
  PasswordOptions,
  RequestCheck,
  RequestPage,
  RequestScope,
  RequestsSummary,
  SecureDataRequestSettings,
  SecureDataRequestText,
  SecureDataSettings,
  SendMessage,
  SentItem,
  UploadedFile,
} from './SecureData';

/** Upload progress: bytes sent of the file's size. */
export type UploadProgress = (sent: number, total: number) => void;

/** Secure Data Sharing's backend (spec section 7, Secure data). */
export interface SecureDataApi {
  settings(): Promise<SecureDataSettings>;
  requestSettings(): Promise<SecureDataRequestSettings>;
  requestText(): Promise<SecureDataRequestText>;
  /** GET /SecureDataRequest/getTextVariables (CrmId, PsaContactId): the values of the message variables. */
  textVariables(crmId: string, psaContactId: string): Promise<Record<string, string>>;
  generatePassword(options: PasswordOptions): Promise<string>;
  fileLocations(): Promise<FileLocation[]>;
  uploadFile(
    file: File,
    locationId: string | null,
    onProgress: UploadProgress,
    signal: AbortSignal,
  ): Promise<UploadedFile>;
  create(data: NewSecureData): Promise<CreatedSecureData>;
  send(message: SendMessage): Promise<void>;
  createRequest(request: NewDataRequest): Promise<CreatedDataRequest>;
  sendRequest(message: SendMessage): Promise<void>;
  requests(scope: RequestScope, start: number, end: number, signal?: AbortSignal): Promise<RequestPage>;
  checkRequests(scope: RequestScope): Promise<RequestsSummary>;
  checkRequest(id: string): Promise<RequestCheck>;
  /** GET /SecureData/sent: the links and requests created for the ticket (or contact), newest first, with their sends and opens. */
  sent(scope: RequestScope, signal?: AbortSignal): Promise<SentItem[]>;
  /** GET /SecureDataRequest/{id}/files/{fileId}: a file of a read answer; each can be downloaded once. */
  downloadAnswerFile(requestId: string, fileId: string): Promise<Blob>;
  /** POST /MessagingPermissions/check-phone-number: true when the number opted out of texts. */
  isOptedOut(phone: string): Promise<boolean>;
}

export const SecureDataApiToken = token<SecureDataApi>('features.secureDataSharing.SecureDataApi');
