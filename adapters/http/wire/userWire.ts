import { array, object, string, type InferType } from 'yup';

/** GET User/{id}. Other fields may come; only these are relied on. */
export const userWire = object({
  id: string().required(),
  email: string().required(),
  username: string().required(),
  tenantId: string().required(),
  /** What the technician may do besides the features (project addition, e.g. 'verificationApprover'); none when absent. */
  roles: array(string().required()).default([]),
});
export type UserWire = InferType<typeof userWire>;
