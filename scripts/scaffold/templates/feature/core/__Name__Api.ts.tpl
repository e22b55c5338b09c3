import { token } from '@features/api/core';

/** One item of __title__, as the page shows it. */
export interface __Name__Item {
  id: string;
  text: string;
  /** When it was added (ms since the epoch). */
  addedAt: number;
}

/** What __title__ asks of the backend: its port (adapters/Http__Name__Api.ts implements it over HTTP). */
export interface __Name__Api {
  /** A contact's items, newest first. */
  items(psaId: string, contactId: string, signal?: AbortSignal): Promise<__Name__Item[]>;
}

export const __Name__ApiToken = token<__Name__Api>('features.__id__.__Name__Api');
