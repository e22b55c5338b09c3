import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import type { AnySchema, InferType } from 'yup';
import { parseWire } from './parseWire';

/** A call's answer as its wire schema reads it: `what` names it in the error when it is malformed. */
export interface WireAnswer<S extends AnySchema> {
  wire: S;
  what: string;
}

/** GETs `path` over the app's client and reads the answer at the boundary (parseWire). */
export async function getWire<S extends AnySchema>(
  http: AxiosInstance,
  path: string,
  answer: WireAnswer<S>,
  config?: AxiosRequestConfig,
): Promise<InferType<S>> {
  const response = await http.get(path, config);
  return parseWire(answer.wire, response.data, answer.what);
}

/** POSTs `body` to `path` over the app's client and reads the answer at the boundary (parseWire). */
export async function postWire<S extends AnySchema>(
  http: AxiosInstance,
  path: string,
  body: unknown,
  answer: WireAnswer<S>,
  config?: AxiosRequestConfig,
): Promise<InferType<S>> {
  const response = await http.post(path, body, config);
  return parseWire(answer.wire, response.data, answer.what);
}
