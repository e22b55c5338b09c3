import type { Sandbox } from '@sandbox/contract/createSandboxApp';

/** Talks to the sandbox's API as the SPA does (a user's bearer token, JSON): each answer's status and body. */
export function sandboxClient(sandbox: Sandbox, userId = 'u-tech') {
  const { accessToken } = sandbox.state.issueSession(userId);
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await sandbox.fetch(
      new Request(`http://sandbox.test/api${path}`, {
        method,
        headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    return { status: response.status, body: await response.json() };
  };
  return { get: (path: string) => call('GET', path), post: (path: string, body: unknown) => call('POST', path, body) };
}

/** A POST to the sandbox console (/__sandbox), e.g. the contact's reply: JSON, no session. */
export function consolePost(sandbox: Sandbox, path: string, body: unknown): Promise<Response> {
  return sandbox.fetch(
    new Request(`http://sandbox.test/__sandbox${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
}
