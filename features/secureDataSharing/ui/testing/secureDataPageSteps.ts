import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupSandboxServer, storeSignedInSession } from '@tests/support/sandboxServer';
import { SecureDataLedger, secureDataOf } from '../../sandbox/secureDataLedger';

/**
 * One test file's sandbox behind MSW for the page: before each test nothing is shared, the seeded requests are as
 * seeded and the technician is signed in.
 */
export function setupSecureDataPage() {
  const env = setupSandboxServer();
  beforeEach(() => {
    const ledger = secureDataOf(env.sandbox.state);
    const fresh = new SecureDataLedger(env.sandbox.state.world);
    ledger.items.length = 0;
    ledger.files.clear();
    ledger.requests.splice(0, Infinity, ...fresh.requests);
    localStorage.clear();
    sessionStorage.clear();
    storeSignedInSession(env.sandbox);
  });

  /**
   * Holds the sandbox's answer to a POST until the test calls the function returned: a test's clicks are all in
   * before it (a fixed delay can run out between them on a loaded machine).
   */
  function holdAnswerTo(path: string, options: { once?: boolean } = {}): () => void {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    env.server.use(
      http.post(
        `*${path}`,
        async ({ request }) => {
          await answered;
          return env.sandbox.fetch(
            new Request(`http://localhost${path}`, {
              method: 'POST',
              headers: request.headers,
              body: await request.text(),
            }),
          );
        },
        options,
      ),
    );
    return () => answer();
  }

  return { sandbox: env.sandbox, server: env.server, holdAnswerTo };
}

export interface ConsoleView {
  items: Array<{
    id: string;
    status: string;
    recipient: string | null;
    channel: string | null;
    message: string | null;
  }>;
  requests: Array<{ id: string; title: string; status: string; recipient: string | null }>;
}

/** The sandbox console's view of what was shared and requested: GET /__sandbox/secure-data. */
export const consoleView = async (): Promise<ConsoleView> =>
  (await fetch('http://localhost/__sandbox/secure-data')).json();

/** Node's File: under jsdom the global File is jsdom's, which the global (undici) FormData refuses; browsers have one File. */
export function nodeFile(content: string, name: string): File {
  return new NodeFile([content], name, { type: 'text/plain' }) as unknown as File;
}

/** The file dialog's answer (user-event's upload goes through a click that Blueprint's FileInput label swallows). */
export function pickFiles(...files: File[]) {
  fireEvent.change(screen.getByLabelText('Add files'), { target: { files } });
}

/** The step's line for one recipient: "Sent to Bob Martinez at +1 (555) 010-2002 · just now". */
export function findSentLine(contact: string, value: string) {
  const line = new RegExp(`^Sent to ${contact} at ${value.replace(/[.+()]/g, '\\$&')} · .+`);
  return screen.findByText((_, element) => element?.tagName === 'P' && line.test(element.textContent ?? ''));
}

/** Chooses Send secure data on the page's first step; the user it clicked with goes on. */
export async function chooseSend() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Send secure data' }));
  return user;
}
