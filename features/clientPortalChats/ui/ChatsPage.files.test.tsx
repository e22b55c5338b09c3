import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { chatLedgerOf } from '../sandbox/chatLedger';
import { openChatNamed, renderChatsPage, setupChatsPage } from './testing/renderChatsPage';

const env = setupChatsPage();

/** The client sent two images in Alice's chat: one the server still has, one it lost. */
function clientSentTwoImages() {
  const ledger = chatLedgerOf(env.sandbox.state);
  const chat = ledger.ofTicket('acme-cw', '1001')[0]!;
  for (const [id, fileName] of [
    ['file-shown', 'screen.png'],
    ['file-gone', 'lost.png'],
  ] as const) {
    ledger.addMessage(chat, {
      isAdmin: false,
      authorName: chat.name,
      message: '',
      attachment: { id, fileName, contentType: 'image/png', size: 4 },
      messageId: null,
    });
  }
}

/** The attachments' bytes: which ids were asked for, and an answer the test can hold back. */
function attachmentServer() {
  const asked: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const hold = { on: false, release: () => release() };
  env.server.use(
    http.get('*/api/ClientPortalChats/chats/:chatId/attachments/:fileId', async ({ params }) => {
      const id = String(params.fileId);
      asked.push(id);
      if (id === 'file-gone') return HttpResponse.json({ message: 'This attachment was not found.' }, { status: 404 });
      if (hold.on) await released;
      return new HttpResponse(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } });
    }),
  );
  return { asked, hold };
}

describe('Client Portal Chats page: files', () => {
  it("a client's image shows from its bytes, a file that cannot be fetched says so, and a double click on Download fetches and saves once", async () => {
    clientSentTwoImages();
    const { asked, hold } = attachmentServer();
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    try {
      renderChatsPage();
      const open = await openChatNamed(/Alice Johnson/);
      expect(await within(open).findByRole('img', { name: 'screen.png' })).toHaveAttribute('src', 'blob:preview');
      const lost = within(open).getByRole('button', { name: 'lost.png (4 B)' }).parentElement!;
      expect(await within(lost).findByText('The file could not be loaded.')).toBeInTheDocument();

      const before = asked.filter((id) => id === 'file-shown').length;
      hold.on = true;
      await userEvent.dblClick(within(open).getByRole('button', { name: 'screen.png (4 B)' }));
      act(() => hold.release());
      await waitFor(() => expect(saved).toEqual(['screen.png']));
      expect(asked.filter((id) => id === 'file-shown').length).toBe(before + 1);
    } finally {
      click.mockRestore();
    }
  });

  it('attachments: a refused type is explained before upload; an image is sent and shown from an object URL', async () => {
    renderChatsPage();
    const chat = await openChatNamed(/Alice Johnson/);
    const input = within(chat).getByLabelText('File to send');
    await userEvent.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }), { applyAccept: false });
    expect(await within(chat).findByText(/^logo.svg cannot be sent/)).toBeInTheDocument();
    await userEvent.upload(input, new File(['PNG'], 'screen.png', { type: 'image/png' }));
    const image = await within(chat).findByRole('img', { name: 'screen.png' });
    expect(image).toHaveAttribute('src', 'blob:preview');
    expect(chatLedgerOf(env.sandbox.state).ofTicket('acme-cw', '1001')[0]!.messages.at(-1)!.attachment).toMatchObject({
      fileName: 'screen.png',
    });
  });
});
