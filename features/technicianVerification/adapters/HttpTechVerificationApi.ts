import type { AxiosInstance } from 'axios';
import { parseWire, SAID_IN_PLACE } from '@features/api/adapters';
import { AppError } from '@features/api/core';
import type { TechVerification } from '../core/TechVerification';
import {
  techHistoryParams,
  type TechHistoryPage,
  type TechHistoryQuery,
  type TechVerificationApi,
} from '../core/TechVerificationApi';
import { readTechVerificationMessage } from '../core/readTechVerificationMessage';
import {
  techVerificationListWire,
  techVerificationWire,
  type LinkTechRequestBody,
  type SendTechCodeBody,
} from './wire/techVerificationWire';

const BASE = 'VerifiedPsaTechBySms';

/** VerifiedPsaTechBySms over the shared axios client; every answer checked against the wire schema. */
export class HttpTechVerificationApi implements TechVerificationApi {
  constructor(private readonly http: AxiosInstance) {}

  async forTicket(crmId: string, ticketId: string, signal?: AbortSignal): Promise<TechVerification[]> {
    const response = await this.http.get(
      `${BASE}/crm/${encodeURIComponent(crmId)}/tickets/${encodeURIComponent(ticketId)}`,
      { signal },
    );
    return parseWire(techVerificationListWire, response.data, "the ticket's technician verifications").map((m) =>
      toDomain(m),
    );
  }

  async sendCode(request: { crmId: string; ticketId: string; requestId: string | null }): Promise<TechVerification> {
    const body: SendTechCodeBody = { CrmId: request.crmId, TicketId: request.ticketId, RequestId: request.requestId };
    const response = await this.http.post(BASE, body, SAID_IN_PLACE);
    return toDomain(parseWire(techVerificationWire, response.data, 'the sent code'));
  }

  async link(request: { requestId: string; crmId: string; ticketId: string }): Promise<TechVerification> {
    const body: LinkTechRequestBody = {
      RequestId: request.requestId,
      CrmId: request.crmId,
      TicketId: request.ticketId,
    };
    const response = await this.http.post(`${BASE}/link-tech-verification-request`, body, SAID_IN_PLACE);
    return toDomain(parseWire(techVerificationWire, response.data, 'the linked request'));
  }

  async history(query: TechHistoryQuery, signal?: AbortSignal): Promise<TechHistoryPage> {
    const response = await this.http.get(BASE, { params: techHistoryParams(query), signal });
    const rows = parseWire(techVerificationListWire, response.data, 'the technician verification history').map((m) =>
      toDomain(m),
    );
    const header = Number(response.headers['x-total-count']);
    return { rows, totalCount: Number.isFinite(header) && header >= 0 ? header : query.start + rows.length };
  }
}

function toDomain(message: unknown): TechVerification {
  const verification = readTechVerificationMessage(message);
  if (!verification) throw new AppError('malformed', 'The server sent an unexpected technician verification.');
  return verification;
}
