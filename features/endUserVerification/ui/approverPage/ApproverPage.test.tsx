import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { bindFeatureOnce } from '@features/api/testing';
import { RealtimeHubToken } from '@features/api/core';
import { FakeRealtimeHub } from '@core/testing/FakeRealtimeHub';
import { ForwardingRealtime } from '@features/api/sandbox';
import { renderWithServices } from '@tests/support/renderWithServices';
import { setupSandboxServer, storeSignedInSession } from '@tests/support/sandboxServer';
import { approverPageBindings } from '../../approverPageBindings';
import { approvalLedgerOf } from '../../sandbox/approvals/ApprovalLedger';
import { askForApproval, CAROL_BY_EMAIL, inProcessApi, type SandboxReach } from '../../testing/askForApproval';
import { ApproverPage, NO_REQUESTS_TEXT } from './ApproverPage';

/** The approver page against the sandbox through MSW: Tess Tech asks, Max Factor answers here. */
const { sandbox, server } = setupSandboxServer();
let hub: FakeRealtimeHub;

const reach: SandboxReach = {
  api: inProcessApi(sandbox),
  async consoleGet(path) {
    return (await fetch(`http://localhost/__sandbox${path}`)).json();
  },
  async consolePost(path, body) {
    const response = await fetch(`http://localhost/__sandbox${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.json();
  },
};

/** Asked outside the page (the hub's event is not wanted yet): the sandbox publishes to nobody meanwhile. */
const asked = () => act(() => askForApproval(reach));

beforeEach(() => {
  localStorage.clear();
  storeSignedInSession(sandbox, 'u-mfa');
  // One sandbox per file: each test starts without requests.
  approvalLedgerOf(sandbox.state).approvals.length = 0;
  hub = new FakeRealtimeHub();
  // The sandbox's hub events reach the page through the fake hub, as the real hub would carry them.
  sandbox.state.realtime = new ForwardingRealtime((_tenant, target, payload) => hub.emit(target, payload));
});

function renderPage() {
  return renderWithServices(<ApproverPage />, (container) => {
    bindFeatureOnce(container, 'verificationApprovals', approverPageBindings);
    container.rebind(RealtimeHubToken).toConstantValue(hub);
  });
}

const list = () => screen.findByRole('list', { name: 'Approval requests' });
const row = async (name: string) => within(await list()).findByRole('listitem', { name });
const answerBodies: unknown[] = [];
server.events.on('request:start', async ({ request }) => {
  if (request.method === 'POST' && request.url.includes('/answer')) answerBodies.push(await request.clone().json());
});
beforeEach(() => (answerBodies.length = 0));

describe('ApproverPage against the sandbox', () => {
  it('lists a waiting request with who, what, why and when; Approve sends once, and the row leaves', async () => {
    await asked();
    renderPage();
    const bob = await row('Bob Martinez');
    expect(within(bob).getByText('Contoso Dental')).toBeInTheDocument();
    expect(within(bob).getByText('#T1001')).toBeInTheDocument();
    expect(within(bob).getByText('Tess Tech')).toBeInTheDocument();
    expect(within(bob).getByText('Other')).toBeInTheDocument();
    expect(within(bob).getByText('The caller is not on the ticket')).toBeInTheDocument();
    expect(within(bob).getByText('just now')).toBeInTheDocument();
    // The time left, never rounded up past the end.
    expect(within(bob).getByText('Expires in 9 min')).toBeInTheDocument();
    const approve = within(bob).getByRole('button', { name: 'Approve' });
    // A double click while the answer is on its way sends one answer.
    await userEvent.dblClick(approve);
    expect(await screen.findByText(NO_REQUESTS_TEXT)).toBeInTheDocument();
    expect(answerBodies).toEqual([{ decision: 'approve', reason: '' }]);
    expect(screen.getByRole('status')).toHaveTextContent("You approved Bob Martinez's verification.");
    const [approval] = await reach.consoleGet<Array<{ state: string; answer: { by: { name: string } } }>>('/approvals');
    expect(approval).toMatchObject({ state: 'approved', answer: { by: { name: 'Max Factor' } } });
  });

  it('Deny without a reason sends nothing: the focus goes to the field with its error; with one it is denied', async () => {
    await asked();
    renderPage();
    const bob = await row('Bob Martinez');
    await userEvent.click(within(bob).getByRole('button', { name: 'Deny' }));
    const reason = within(bob).getByRole('textbox', { name: /Reason/ });
    expect(reason).toHaveFocus();
    expect(reason).toHaveAccessibleDescription('Say why you deny this verification.');
    expect(answerBodies).toEqual([]);
    await userEvent.type(reason, 'Not on the contract');
    expect(reason).not.toHaveAccessibleDescription();
    await userEvent.click(within(bob).getByRole('button', { name: 'Deny' }));
    expect(await screen.findByText(NO_REQUESTS_TEXT)).toBeInTheDocument();
    expect(answerBodies).toEqual([{ decision: 'deny', reason: 'Not on the contract' }]);
  });

  it("a refusal shows the backend's words on the row, and the row shows where the request now stands", async () => {
    const { id } = await asked();
    renderPage();
    const bob = await row('Bob Martinez');
    // Dana Duo answered first, and this page missed the event (as when the hub was down).
    hub = new FakeRealtimeHub();
    await reach.api('u-duo', 'POST', `/api/VerificationApprovals/${id}/answer`, { decision: 'deny', reason: 'No' });
    await userEvent.click(within(bob).getByRole('button', { name: 'Approve' }));
    expect(await within(bob).findByRole('alert')).toHaveTextContent('Dana Duo already denied this verification.');
    expect(await within(bob).findByText('Denied by Dana Duo: No')).toBeInTheDocument();
    expect(within(bob).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it("lives: a new request appears from the hub's event, an answer elsewhere shows on its row, a reconnect reads again", async () => {
    renderPage();
    expect(await screen.findByText(NO_REQUESTS_TEXT)).toBeInTheDocument();
    const { id } = await asked();
    const bob = await row('Bob Martinez');
    await act(() => askForApproval(reach, CAROL_BY_EMAIL));
    expect(await row('Carol Nguyen')).toBeInTheDocument();
    await act(() => reach.consolePost(`/approvals/${id}/approve`, { reason: 'I know Bob' }));
    expect(await within(bob).findByText('Approved by Max Factor: I know Bob')).toBeInTheDocument();
    // A reconnect reads the list again: only what is still open is left.
    act(() => hub.reconnected());
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Bob Martinez' })).not.toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: 'Carol Nguyen' })).toBeInTheDocument();
  });

  it('a technician who is not an approver is told so', async () => {
    storeSignedInSession(sandbox, 'u-tech');
    renderPage();
    expect(await screen.findByText('You are not an approver')).toBeInTheDocument();
    expect(
      screen.getByText(/Only an approver of your company can answer a verification approval\./),
    ).toBeInTheDocument();
  });

  it('a malformed list is one clear error, and Try again reads it again', async () => {
    server.use(http.get('*/api/PendingVerificationApprovals', () => HttpResponse.json([{ id: 'ap-1' }])));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The approval requests could not be read');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    server.resetHandlers();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(NO_REQUESTS_TEXT)).toBeInTheDocument();
  });

  it('names and reasons with markup are text', async () => {
    await act(() => askForApproval(reach, undefined, '<img src=x onerror=alert(1)><b>bold</b>'));
    const [wire] = await reach.consoleGet<Array<Record<string, unknown>>>('/approvals');
    server.use(
      http.get('*/api/PendingVerificationApprovals', async () => {
        await delay(1);
        return HttpResponse.json([{ ...wire, contactName: '<script>alert(1)</script>Bob' }]);
      }),
    );
    renderPage();
    expect(await screen.findByText('<img src=x onerror=alert(1)><b>bold</b>')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '<script>alert(1)</script>Bob' })).toBeInTheDocument();
    expect(document.querySelector('.approver-page img, .approver-page script, .approver-page b')).toBeNull();
  });
});
