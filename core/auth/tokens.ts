import { token } from '../shared/Token';
import type { SessionService } from '../session/SessionService';
import type { LoginService } from './LoginService';

export const LoginServiceToken = token<LoginService>('core.auth.LoginService');
export const SessionServiceToken = token<SessionService>('core.auth.SessionService');
