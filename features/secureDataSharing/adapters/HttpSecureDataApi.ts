import type { AxiosInstance } from 'axios';
import { parseWire, SAID_IN_PLACE } from '@features/api/adapters';
import { AppError } from '@features/api/core';
import type {
  CreatedDataRequest,
  CreatedSecureData,
  DataRequestRow,
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
} from '../core/SecureData';
import type { SecureDataApi, UploadProgress } from '../core/SecureDataApi';
import {
  createdSecureDataWire,
  fileLocationsWire,
  generatedPasswordWire,
  generatedRequestWire,
  phonePermissionWire,
  requestCheckWire,
  requestRowsWire,
  requestsSummaryWire,
  secureDataRequestSettingsWire,
  secureDataRequestTextWire,
  secureDataSettingsWire,
  sentItemsWire,
  sentWire,
  textVariablesWire,
  UPLOAD_FIELD,
  UPLOAD_LOCATION_FIELD,
  uploadedFileWire,
  type CheckPhoneBody,
  type CreateSecureDataBody,
  type CreatedLinkWire,
  type GenerateRequestBody,
  type RequestRowWire,
  type SendLinkBody,
  type SentItemWire,
} from './wire/secureDataWire';

/** Secure Data Sharing over the shared axios client (spec section 7, Secure data). */
export class HttpSecureDataApi implements SecureDataApi {
  constructor(private readonly http: AxiosInstance) {}

  async settings(): Promise<SecureDataSettings> {
    return parseWire(
      secureDataSettingsWire,
      (await this.http.get('/SecureDataSettings')).data,
      'the secure data settings',
    );
  }

  async requestSettings(): Promise<SecureDataRequestSettings> {
    return parseWire(
      secureDataRequestSettingsWire,
      (await this.http.get('/SecureDataRequestSettings')).data,
      'the data request settings',
    );
  }

  async requestText(): Promise<SecureDataRequestText> {
    return parseWire(
      secureDataRequestTextWire,
      (await this.http.get('/SecureDataRequestText')).data,
      'the data request text',
    );
  }

  async textVariables(crmId: string, psaContactId: string): Promise<Record<string, string>> {
    const response = await this.http.get('/SecureDataRequest/getTextVariables', {
      params: { CrmId: crmId, PsaContactId: psaContactId },
    });
    return Object.fromEntries(
      parseWire(textVariablesWire, response.data, 'the text variables').map((v) => [v.name, v.value]),
    );
  }

  async generatePassword(options: PasswordOptions): Promise<string> {
    // The generated password comes back in a body, never in a URL; only the options are parameters.
    const response = await this.http.get('/SecureData/generate', { params: { ...options } });
    return parseWire(generatedPasswordWire, response.data, 'the generated password').password;
  }

  async fileLocations(): Promise<FileLocation[]> {
    return parseWire(fileLocationsWire, (await this.http.get('/SecureData/fileLocations')).data, 'the file locations');
  }

  async uploadFile(
    file: File,
    locationId: string | null,
    onProgress: UploadProgress,
    signal: AbortSignal,
  ): Promise<UploadedFile> {
    const form = new FormData();
    form.append(UPLOAD_FIELD, file, file.name);
    if (locationId) form.append(UPLOAD_LOCATION_FIELD, locationId);
    const response = await this.http.post('/SecureData/file', form, {
      ...SAID_IN_PLACE,
      // The browser sets the multipart boundary itself.
      headers: { 'Content-Type': 'multipart/form-data' },
      signal,
      onUploadProgress: (event) => onProgress(event.loaded, event.total ?? file.size),
    });
    return parseWire(uploadedFileWire, response.data, 'the uploaded file');
  }

  async create(data: NewSecureData): Promise<CreatedSecureData> {
    const body: CreateSecureDataBody = { ...data };
    const response = await this.http.post('/SecureData', body, SAID_IN_PLACE);
    return toCreated(parseWire(createdSecureDataWire, response.data, 'the secure link').data);
  }

  async send(message: SendMessage): Promise<void> {
    const body: SendLinkBody = { ...message };
    parseWire(
      sentWire,
      (await this.http.post('/SecureData/send', body, SAID_IN_PLACE)).data,
      'sending the secure link',
    );
  }

  async createRequest(request: NewDataRequest): Promise<CreatedDataRequest> {
    const body: GenerateRequestBody = { ...request };
    const response = await this.http.post('/SecureDataRequest/generateRequest', body, SAID_IN_PLACE);
    return toCreated(parseWire(generatedRequestWire, response.data, 'the data request').data);
  }

  async sendRequest(message: SendMessage): Promise<void> {
    const body: SendLinkBody = { ...message };
    parseWire(
      sentWire,
      (await this.http.post('/SecureDataRequest/send', body, SAID_IN_PLACE)).data,
      'sending the data request',
    );
  }

  async requests(scope: RequestScope, start: number, end: number, signal?: AbortSignal): Promise<RequestPage> {
    const response = await this.http.get('/SecureDataRequest/requests', {
      params: { ...scopeParams(scope), _start: start, _end: end, _order: 'desc' },
      signal,
    });
    const rows = parseWire(requestRowsWire, response.data, 'the data requests').map(toRow);
    const header = Number(response.headers['x-total-count']);
    // Without the header, what came back is all there is (never page past the end).
    const totalCount =
      Number.isFinite(header) && header >= 0 && response.headers['x-total-count'] !== undefined
        ? header
        : start + rows.length;
    return { rows, totalCount, start, end };
  }

  async checkRequests(scope: RequestScope): Promise<RequestsSummary> {
    // Quiet: a failed poll is retried on the next tick; a toast every few seconds would drown the page.
    const response = await this.http.get('/SecureDataRequest/check', { params: scopeParams(scope), silent: true });
    return parseWire(requestsSummaryWire, response.data, 'the data requests summary');
  }

  async checkRequest(id: string): Promise<RequestCheck> {
    const response = await this.http.get(`/SecureDataRequest/${encodeURIComponent(id)}/check`, { silent: true });
    return parseWire(requestCheckWire, response.data, 'the data request');
  }

  async sent(scope: RequestScope, signal?: AbortSignal): Promise<SentItem[]> {
    const response = await this.http.get('/SecureData/sent', { params: scopeParams(scope), signal });
    return parseWire(sentItemsWire, response.data, 'the sent links and requests').map(toSentItem);
  }

  async downloadAnswerFile(requestId: string, fileId: string): Promise<Blob> {
    const response = await this.http.get(
      `/SecureDataRequest/${encodeURIComponent(requestId)}/files/${encodeURIComponent(fileId)}`,
      { responseType: 'blob' },
    );
    // Duck-typed: a Blob from another realm (a test's DOM) is still a Blob.
    const data = response.data as Partial<Blob> | null;
    if (!data || typeof data.size !== 'number' || typeof data.slice !== 'function')
      throw new AppError('malformed', 'The server sent an unexpected answer for the file.');
    return response.data as Blob;
  }

  async isOptedOut(phone: string): Promise<boolean> {
    const body: CheckPhoneBody = { phone };
    return parseWire(
      phonePermissionWire,
      (await this.http.post('/MessagingPermissions/check-phone-number', body)).data,
      'the opt-out check',
    ).optedOut;
  }
}

function scopeParams(scope: RequestScope): Record<string, string> {
  return scope.ticketId
    ? { psaId: scope.psaId, ticketId: scope.ticketId }
    : { psaId: scope.psaId, contactId: scope.contactId ?? '' };
}

function toCreated(wire: CreatedLinkWire): CreatedSecureData {
  const expiresAt = Date.parse(wire.expiresAt);
  if (Number.isNaN(expiresAt)) throw new AppError('malformed', 'The server sent an unexpected expiry time.');
  return { id: wire.id, link: wire.link, expiresAt };
}

function toRow(wire: RequestRowWire): DataRequestRow {
  const createdAt = Date.parse(wire.createdAt);
  if (Number.isNaN(createdAt))
    throw new AppError('malformed', 'The server sent an unexpected answer for the data requests.');
  const answeredAt = wire.answeredAt ? Date.parse(wire.answeredAt) : null;
  return {
    id: wire.id,
    title: wire.title,
    status: wire.status,
    recipient: wire.recipient,
    createdAt,
    answeredAt: answeredAt !== null && Number.isNaN(answeredAt) ? null : answeredAt,
  };
}

function toSentItem(wire: SentItemWire): SentItem {
  const time = (value: string) => {
    const ms = Date.parse(value);
    if (Number.isNaN(ms))
      throw new AppError('malformed', 'The server sent an unexpected time for the sent links and requests.');
    return ms;
  };
  return {
    id: wire.id,
    kind: wire.kind,
    title: wire.title,
    createdAt: time(wire.createdAt),
    expiresAt: time(wire.expiresAt),
    status: wire.status,
    openedAt: wire.openedAt === null ? null : time(wire.openedAt),
    sends: wire.sends.map((send) => ({ channel: send.channel, recipient: send.recipient, sentAt: time(send.sentAt) })),
  };
}
