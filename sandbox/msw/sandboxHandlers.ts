import { http, passthrough } from 'msw';
import { SANDBOX_API_PREFIX, SANDBOX_CONSOLE_PREFIX, type Sandbox } from '../contract/createSandboxApp';

/**
 * MSW handlers that answer every API and console request from the sandbox in-process: the same
 * contract the Node host serves, for jest (msw/node) and Storybook (the service worker). A test that
 * needs a failure prepends its own handler with `server.use(...)`.
 */
export function sandboxHandlers(sandbox: Sandbox) {
  const forward = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const ours = url.pathname.startsWith(`${SANDBOX_API_PREFIX}/`) || url.pathname.startsWith(SANDBOX_CONSOLE_PREFIX);
    return ours ? sandbox.fetch(request) : passthrough();
  };
  return [http.all('*', forward)];
}
