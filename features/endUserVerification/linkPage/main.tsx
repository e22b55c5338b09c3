import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchLinkApi } from './linkApi';
import { LinkPage } from './LinkPage';
import { takeLinkToken } from './linkToken';

/*
 * The entry of /verify (verify.html): the page a verification link opens. Its own small chunk, with
 * React only (no Blueprint, no form or validation library, no container): the contact's phone loads
 * little. The token leaves the address bar before anything renders.
 */
const token = takeLinkToken({
  location: window.location,
  history: window.history,
  storage: () => window.sessionStorage,
});
const apiUrl = ((import.meta.env.VITE_API_URL as string | undefined) || '/api').replace(/\/+$/, '');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LinkPage api={fetchLinkApi(apiUrl)} token={token} />
  </StrictMode>,
);
