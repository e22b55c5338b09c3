import type { AxiosInstance } from 'axios';
import { parseWire } from '@features/api/adapters';
import { AppError } from '@features/api/core';
import type { __Name__Api, __Name__Item } from '../core/__Name__Api';
import { __name__ItemListWire, type __Name__ItemWire } from './wire/__name__Wire';

const seg = encodeURIComponent;

/** __title__ over the app's HTTP client: every answer is checked against its wire schema at the boundary. */
export class Http__Name__Api implements __Name__Api {
  constructor(private readonly http: AxiosInstance) {}

  async items(psaId: string, contactId: string, signal?: AbortSignal): Promise<__Name__Item[]> {
    const response = await this.http.get(`__Name__/${seg(psaId)}/contacts/${seg(contactId)}/items`, { signal });
    return parseWire(__name__ItemListWire, response.data, "the contact's items").map(toItem);
  }
}

function toItem(wire: __Name__ItemWire): __Name__Item {
  const addedAt = Date.parse(wire.createdAt);
  if (Number.isNaN(addedAt)) throw new AppError('malformed', "The server sent an unexpected answer for the contact's items.");
  return { id: wire.id, text: wire.text, addedAt };
}
