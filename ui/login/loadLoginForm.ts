/** The validating form's code, a chunk of its own: fetched after the sign-in form's first paint. */
export const loadLoginForm = () => import('./createLoginForm');
