import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ContactMother } from '@core/testing/ContactMother';
import { sendText } from '@tests/support/conversationSteps';
import { pressWithKeyboard } from '@tests/support/keyboardOnly';
import { messageBox, podFor, setupSmsPage } from './testing/renderSmsPage';

const env = setupSmsPage();
const { renderPage, consolePost, consoleMessages } = env;

describe('SMS Messaging page against the sandbox: what fails', () => {
  it('a send while the API fails stays as failed with the reason, survives a reload, and Retry sends it once', async () => {
    const user = userEvent.setup();
    await consolePost('/messages/faults', { failNextSends: 1 });
    const first = renderPage();
    await screen.findByRole('list', { name: 'Messages with Alice Johnson' });
    await sendText(user, 'Please call me back');
    expect(
      await screen.findByText('Not sent: The SMS gateway is unavailable. The message was not sent; try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('1 not sent')).toBeInTheDocument();
    first.unmount();

    renderPage(); // a reload: a new container and store, the same local storage
    expect(
      await within(await screen.findByRole('list', { name: 'Messages with Alice Johnson' })).findByText(
        'Please call me back',
      ),
    ).toBeInTheDocument();
    await pressWithKeyboard(user, screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('1 not sent')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    // Retry went away with the failure: the focus is back in the box, not on the page.
    expect(messageBox()).toHaveFocus();
    expect((await consoleMessages()).filter((m) => m.body === 'Please call me back')).toHaveLength(1);
    expect(Object.keys(localStorage).filter((k) => k.startsWith('conversationOutbox:'))).toEqual([]);
  });

  it('a failed load says why and Try again loads it', async () => {
    const user = userEvent.setup();
    env.server.use(
      http.get(
        '*/api/MessagingBoard/:crmId/allTicketChannels',
        () => HttpResponse.json({ message: 'Messaging is down.' }, { status: 500 }),
        { once: true },
      ),
    );
    renderPage();
    expect(await screen.findByText('SMS Messaging could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Messaging is down.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Messages with Alice Johnson' })).toBeInTheDocument();
  });

  it('a history that does not load says why, while the composer stays', async () => {
    env.server.use(
      http.get('*/api/MessagingBoard/channels/:id/channelHistory', () => HttpResponse.json({ items: 'nope' })),
    );
    renderPage();
    expect(await screen.findByText('The messages could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The server sent an unexpected answer for the message history.')).toBeInTheDocument();
    expect(messageBox()).toBeEnabled();
  });
});

describe('SMS Messaging page against the sandbox: no channel yet', () => {
  it('with no channel yet, a phone of the contact opens one and the composer appears', async () => {
    const user = userEvent.setup();
    renderPage(podFor('1002', ContactMother.bob()));
    expect(await screen.findByText('No conversation with Bob Martinez on this ticket yet.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Phone' })).toHaveValue('0555 010 2002');
    await user.click(screen.getByRole('button', { name: 'Start a conversation' }));
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(messageBox()).toBeEnabled();
  });
});
