import { token } from '../shared/Token';

/** The signed-in technician (spec section 3: id, email, username, tenantId; other fields unknown). */
export interface User {
  id: string;
  email: string;
  username: string;
  tenantId: string;
}

export interface UserApi {
  getUser(id: string): Promise<User>;
}

export const UserApiToken = token<UserApi>('core.user.UserApi');
