import { token } from '../shared/Token';

/** The signed-in technician (spec section 3: id, email, username, tenantId; other fields unknown). */
export interface User {
  id: string;
  email: string;
  username: string;
  tenantId: string;
  /** What the technician may do besides the features (a project addition; absent means none). */
  roles?: readonly string[];
}

/** The roles the product knows: an approver answers the technicians' requests to approve a verification. */
export type UserRole = 'verificationApprover';

export interface UserApi {
  getUser(id: string): Promise<User>;
}

export const UserApiToken = token<UserApi>('core.user.UserApi');
