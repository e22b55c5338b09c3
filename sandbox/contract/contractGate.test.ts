import { resolve } from 'node:path';
import { Contract } from '@contract/tools/Contract';
import { readContractDocuments } from '@contract/tools/contractDocuments';
import { createSandbox } from './createSandboxApp';
import { SandboxState } from './SandboxState';

const contract = new Contract(readContractDocuments(resolve(__dirname, '../../contract')));

function sandboxWithGate() {
  const sandbox = createSandbox(new SandboxState(), { contract });
  const token = sandbox.state.issueSession('u-tech').accessToken;
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await sandbox.fetch(
      new Request(`http://sandbox.test/api${path}`, {
        ...init,
        headers: { Authorization: `Bearer ${token}`, ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
      }),
    );
    return { status: response.status, body: (await response.json()) as { message?: string } };
  };
  return { sandbox, call };
}

describe('the sandbox holds every API request to the contract', () => {
  it('refuses a call without its required query parameters with a 400 that names each one', async () => {
    const { call } = sandboxWithGate();
    const { status, body } = await call('/MessagingBoard/checkTicketChannels');
    expect(status).toBe(400);
    expect(body.message).toContain('GET /MessagingBoard/checkTicketChannels does not fit the contract');
    expect(body.message).toContain('query parameter crmId');
    expect(body.message).toContain('query parameter ticketId');
  });

  it('answers the same call when it fits', async () => {
    const { call } = sandboxWithGate();
    const { status } = await call('/MessagingBoard/checkTicketChannels?crmId=acme-cw&ticketId=1001');
    expect(status).toBe(200);
  });

  it('refuses a parameter the document does not know, and a body of the wrong shape', async () => {
    const { call } = sandboxWithGate();
    const extra = await call('/MessagingBoard/checkTicketChannels?crmId=acme-cw&ticketId=1001&debug=1');
    expect(extra.status).toBe(400);
    expect(extra.body.message).toContain('query parameter debug: not in the document');
    const body = await call('/MessagingPermissions/check-phone-number', {
      method: 'POST',
      body: JSON.stringify({ phone: 5 }),
    });
    expect(body.status).toBe(400);
    expect(body.body.message).toContain('phone');
  });

  it('asks for the session before it judges the request (401 first, as the backend authenticates first)', async () => {
    const sandbox = createSandbox(new SandboxState(), { contract });
    const response = await sandbox.fetch(new Request('http://sandbox.test/api/MessagingBoard/checkTicketChannels'));
    expect(response.status).toBe(401);
  });

  it('lets every request through when no contract is given (the in-browser sandbox of Storybook)', async () => {
    const sandbox = createSandbox();
    const token = sandbox.state.issueSession('u-tech').accessToken;
    const response = await sandbox.fetch(
      new Request('http://sandbox.test/api/MessagingBoard/checkTicketChannels', {
        headers: { Authorization: `Bearer ${token}` },
      }),
    );
    expect(response.status).toBe(200);
  });
});
