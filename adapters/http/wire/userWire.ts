import { object, string, type InferType } from 'yup';

/** GET User/{id}. Other fields may come; only these four are relied on. */
export const userWire = object({
  id: string().required(),
  email: string().required(),
  username: string().required(),
  tenantId: string().required(),
});
export type UserWire = InferType<typeof userWire>;
