import { array, object, string, type InferType } from 'yup';

/**
 * GET /__Name__/{psaId}/contacts/{contactId}/items answers the contact's items, newest first. The spec
 * does not show this call: the shape is typed once, here (the sandbox answers with the same type), and in
 * the folder's contract.yaml (__Name__Item); write the decision down when you settle it (docs/decisions/).
 */
export const __name__ItemWire = object({
  id: string().required(),
  text: string().defined(),
  /** ISO 8601. */
  createdAt: string().required(),
});

export const __name__ItemListWire = array().of(__name__ItemWire.required()).required();
export type __Name__ItemWire = InferType<typeof __name__ItemWire>;
