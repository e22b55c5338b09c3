import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pressWithKeyboard, tabTo } from '@tests/support/keyboardOnly';
import { items, list, messageBox, setupSmsPage } from './testing/renderSmsPage';

const { renderPage, consoleMessages } = setupSmsPage();
const opened = () => screen.findByRole('list', { name: 'Messages with Alice Johnson' });

describe('SMS Messaging page against the sandbox: reading', () => {
  it("opens the contact's channel with its history: text only, http(s) links, sender and number shown", async () => {
    renderPage();
    expect(await opened()).toBeInTheDocument();
    expect(items()).toHaveLength(4);
    expect(items()[3]).toHaveTextContent(
      'Done, looks better. See https://status.example/vpn for what I saw <b>earlier</b>.',
    );
    expect(within(items()[3]!).getByRole('link', { name: 'https://status.example/vpn' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(list().querySelector('b')).toBeNull();
    // Both numbers in the pod's one format (beautifyPhoneNumber).
    const note = screen.getByText(/^To Alice Johnson at/);
    await waitFor(() =>
      expect(note).toHaveTextContent('To Alice Johnson at +1 (555) 010-2001 · from Main line, +1 (555) 010-0100'),
    );
  });

  it('the order toggle shows newest first', async () => {
    const user = userEvent.setup();
    renderPage();
    await opened();
    const order = screen.getByRole('radiogroup', { name: 'Order of the messages' });
    expect(within(order).getByRole('radio', { name: 'Oldest first' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(order).getByRole('radio', { name: 'Newest first' }));
    expect(within(order).getByRole('radio', { name: 'Newest first' })).toHaveAttribute('aria-checked', 'true');
    expect(within(order).getByRole('radio', { name: 'Oldest first' })).toHaveAttribute('aria-checked', 'false');
    expect(items()[0]).toHaveTextContent('Done, looks better');
  });
});

describe('SMS Messaging page against the sandbox: sending', () => {
  it('sends a text: it shows at once, is confirmed by the server, and reaches the console; the counter counts segments', async () => {
    const user = userEvent.setup();
    renderPage();
    await opened();
    await user.type(messageBox(), 'On my way');
    expect(screen.getByText('9 characters · 1 SMS (GSM-7)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(messageBox()).toHaveValue('');
    await waitFor(() => expect(items()).toHaveLength(5));
    await waitFor(() => expect(screen.queryByText('Sending…')).not.toBeInTheDocument());
    expect(items()[4]).toHaveTextContent('On my way');
    expect((await consoleMessages())[0]).toMatchObject({
      channelId: 'sms-acme-cw-co1-ct1',
      direction: 'outbound',
      body: 'On my way',
    });
  });

  it('Enter sends as in portal chat, Shift+Enter adds a line, and the composer says so', async () => {
    const user = userEvent.setup();
    renderPage();
    await opened();
    expect(screen.getByText('Enter sends · Shift+Enter adds a line')).toBeVisible();
    await user.type(messageBox(), 'Two lines{Shift>}{Enter}{/Shift}in one text{Enter}');
    expect(messageBox()).toHaveValue('');
    await waitFor(() => expect(items()).toHaveLength(5));
    expect(items()[4]).toHaveTextContent('Two lines in one text'); // whitespace normalized: the line break is checked below
    await waitFor(async () => expect((await consoleMessages())[0]).toMatchObject({ body: 'Two lines\nin one text' }));
  });

  it('Send is disabled on an empty box, as in Teams and portal chat, and Enter there sends nothing', async () => {
    renderPage();
    await opened();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(messageBox()).toHaveAttribute('placeholder', 'Write to Alice Johnson');
    act(() => void fireEvent.keyDown(messageBox(), { key: 'Enter' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await consoleMessages()).toEqual([]);
  });

  it('keyboard only: Tab to Send and Enter, and the focus is back in the box for the next text', async () => {
    const user = userEvent.setup();
    renderPage();
    await opened();
    await tabTo(user, messageBox());
    await user.keyboard('On my way');
    await pressWithKeyboard(user, screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByText('Sending…')).not.toBeInTheDocument());
    expect(items()[4]).toHaveTextContent('On my way');
    // Send is disabled once the box is empty: the focus must not stay on it (nor fall to the page).
    expect(messageBox()).toHaveFocus();
  });

  it('a double click sends once', async () => {
    const user = userEvent.setup();
    renderPage();
    await opened();
    await user.type(messageBox(), 'Once');
    await user.dblClick(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByText('Sending…')).not.toBeInTheDocument());
    expect((await consoleMessages()).filter((m) => m.body === 'Once')).toHaveLength(1);
    expect(items()).toHaveLength(5);
  });
});

describe('SMS Messaging page against the sandbox: a long text', () => {
  it('a 1,711-character text is counted and warned about (26 SMS), in a box that stops growing at its maximum height', async () => {
    renderPage();
    await opened();
    const text = `${'Your account was reviewed. '.repeat(63)}Thanks – Tess`.slice(0, 1711);
    act(() => fireEvent.change(messageBox(), { target: { value: text } }));
    expect(screen.getByText('1711 characters · 26 SMS (UCS-2)')).toBeInTheDocument();
    expect(
      screen.getByText('A long text: it is sent and billed as 26 SMS. Shorten it to send fewer.'),
    ).toBeInTheDocument();
    expect(messageBox().style.maxHeight).toBe('160px');
  });
});
