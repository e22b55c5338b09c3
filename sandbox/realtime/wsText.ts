import type { RawData } from 'ws';

/** Decodes a `ws` message as UTF-8 text, whichever of its three buffer shapes it arrived in. */
export function wsText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}
