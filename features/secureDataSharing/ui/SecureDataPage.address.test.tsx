import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactMother } from '@core/testing/ContactMother';
import { secureDataOf } from '../sandbox/secureDataLedger';
import { podFor, renderSecureDataPage } from './testing/renderSecureDataPage';
import { chooseSend, consoleView, setupSecureDataPage } from './testing/secureDataPageSteps';

const { sandbox, holdAnswerTo } = setupSecureDataPage();

describe('Secure Data Sharing: the step lives in the address', () => {
  it('Back returns to the previous step and a reload keeps the step: a create form, then a request’s panel', async () => {
    const page = renderSecureDataPage(podFor(ContactMother.bob()));
    const user = await chooseSend();
    expect(page.search().get('step')).toBe('send');
    expect(page.search().get('page')).toBe('secureDataSharing');
    await page.back();
    expect(await screen.findByRole('button', { name: 'Request data' })).toBeInTheDocument();
    expect(page.search().has('step')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Request data' }));
    await user.type(screen.getByLabelText('What do you need from the contact?'), 'the license key');
    const reloaded = page.location();
    page.unmount();
    renderSecureDataPage(podFor(ContactMother.bob()), { url: reloaded });
    // The form again, with what was typed (the title waits in the drafts).
    expect(await screen.findByLabelText('What do you need from the contact?')).toHaveValue('the license key');
  });

  it('a request’s panel survives a reload: the request and its state, without its link', async () => {
    const page = renderSecureDataPage(podFor(ContactMother.bob()));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Request data' }));
    await user.type(screen.getByLabelText('What do you need from the contact?'), 'the license key');
    await user.click(screen.getByRole('button', { name: 'Create request' }));
    expect(await screen.findByText(/Request link created/)).toBeInTheDocument();
    const [request] = (await consoleView()).requests;
    expect(page.search().get('step')).toBe(`request:${request!.id}`);
    expect(page.location()).not.toContain('__sandbox'); // the link's address never goes into the page's

    const reloaded = page.location();
    page.unmount();
    renderSecureDataPage(podFor(ContactMother.bob()), { url: reloaded });
    const panel = await screen.findByRole('group', { name: 'Request: the license key' });
    expect(within(panel).getByText('Not sent')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request data' })).not.toBeInTheDocument();
  });

  it('a panel of a link or request this page does not know (another ticket’s, an edited address) opens the choice', async () => {
    renderSecureDataPage(podFor(ContactMother.bob()), {
      url: '/pod/connectwise/acme-cw?page=secureDataSharing&step=request%3Asr-seed-12',
    });
    expect(await screen.findByRole('button', { name: 'Send secure data' })).toBeInTheDocument();
  });

  it('a link created after the technician went back moves nothing: the page stays where the technician went', async () => {
    const answer = holdAnswerTo('/api/SecureData');
    const page = renderSecureDataPage(podFor(ContactMother.bob()));
    const user = await chooseSend();
    await user.type(screen.getByLabelText('Secret'), 'k');
    await user.click(screen.getByRole('button', { name: 'Create secure link' }));
    await page.back();
    await screen.findByRole('button', { name: 'Request data' });
    answer();
    await waitFor(() => expect(secureDataOf(sandbox.state).items).toHaveLength(1));
    await act(async () => undefined);
    expect(page.search().has('step')).toBe(false);
    expect(screen.getByRole('button', { name: 'Send secure data' })).toBeInTheDocument();
  });
});
