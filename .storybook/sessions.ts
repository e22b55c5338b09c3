import { storySandbox } from './storySandbox';

/** Loader helpers: start a story signed out, or signed in as a sandbox user. */
export function signedOut() {
  return async () => {
    localStorage.clear();
    sessionStorage.clear();
    return {};
  };
}

export function signedInAs(userId = 'u-tech') {
  return async () => {
    localStorage.clear();
    sessionStorage.clear();
    const session = storySandbox.state.issueSession(userId);
    localStorage.setItem('token', session.accessToken);
    localStorage.setItem('refreshToken', session.refreshToken);
    localStorage.setItem('userId', session.userId);
    return {};
  };
}
