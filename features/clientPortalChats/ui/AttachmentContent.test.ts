import { observable, runInAction, when } from 'mobx';
import { UI_SETTLE_TIMEOUT_MS } from '@tests/support/uiPatience';
import { AttachmentContent, type ObjectUrls } from './AttachmentContent';

const image = {
  chatId: 'chat-1',
  attachment: { id: 'file-1', fileName: 'screen.png', contentType: 'image/png', size: 4 },
};

/** Object URLs that say which are still out (observable: a test waits for them). */
function recordingUrls() {
  let made = 0;
  const live = observable.set<string>();
  const urls: ObjectUrls = {
    create: () => {
      const url = `blob:${++made}`;
      runInAction(() => live.add(url));
      return url;
    },
    revoke: (url) => void runInAction(() => live.delete(url)),
  };
  return { urls, live };
}

/** An API whose answers the test gives, one per request. */
function heldApi() {
  const answers: Array<(blob: Blob) => void> = [];
  const api = {
    attachmentContent: jest.fn(() => new Promise<Blob>((resolve) => answers.push(resolve))),
  };
  return { api, answer: (index: number) => answers[index]!(new Blob(['PNG'])) };
}

describe('AttachmentContent', () => {
  it('survives a mount, an unmount and a mount: the first load is dropped with its URL, the second shows, dispose gives it back', async () => {
    const { urls, live } = recordingUrls();
    const { api, answer } = heldApi();
    const content = new AttachmentContent(api, image, urls);
    content.start();
    content.dispose();
    content.start();
    expect(api.attachmentContent).toHaveBeenCalledTimes(2);

    answer(0); // the first answer arrives after its mount went
    answer(1);
    await when(() => content.preview.state === 'ready' && live.size === 1, { timeout: UI_SETTLE_TIMEOUT_MS });
    expect([...live]).toEqual([content.preview.value]);

    content.dispose();
    expect(content.preview.value).toBeNull();
    expect([...live]).toEqual([]);
  });

  it('loads no preview for a file that is not a raster image, and a started preview is not asked for again', () => {
    const { urls } = recordingUrls();
    const { api } = heldApi();
    new AttachmentContent(
      api,
      { ...image, attachment: { ...image.attachment, contentType: 'image/svg+xml' } },
      urls,
    ).start();
    expect(api.attachmentContent).not.toHaveBeenCalled();
    const content = new AttachmentContent(api, image, urls);
    content.start();
    content.start();
    expect(api.attachmentContent).toHaveBeenCalledTimes(1);
  });
});
