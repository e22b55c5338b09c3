import { token } from '@features/api/core';
import { AsyncAction, LatestRequest, type PageStoreFactory } from '@features/api/ui';
import { isPreviewableImage } from '../core/attachmentRules';
import type { ClientPortalChatsApi } from '../core/ClientPortalChatsApi';
import type { ChatAttachment } from '../core/PortalChat';

/** Object URLs for what the page shows from bytes (the browser's in the app, a stand-in in tests). */
export interface ObjectUrls {
  create(blob: Blob): string;
  revoke(url: string): void;
}

/** Which file of which chat. */
export interface AttachmentPlace {
  chatId: string;
  attachment: ChatAttachment;
}

/**
 * One file in a chat: a raster image's preview, loaded from its bytes while the message is shown (an object URL
 * typed by what the server declared, revoked when the message goes), and its bytes for Download, one request per
 * click.
 */
export class AttachmentContent {
  /** The preview's object URL (images only). */
  readonly preview = new LatestRequest<string>();
  readonly download: AsyncAction<[], Blob>;

  constructor(
    private readonly api: Pick<ClientPortalChatsApi, 'attachmentContent'>,
    private readonly place: AttachmentPlace,
    private readonly objectUrls: ObjectUrls,
  ) {
    this.download = new AsyncAction(() => this.api.attachmentContent(this.place.chatId, this.place.attachment.id));
  }

  /** Whether the preview or the last Download could not get the file. */
  get failed(): boolean {
    return this.preview.state === 'failed' || this.download.error !== null;
  }

  start(): void {
    const { chatId, attachment } = this.place;
    if (!isPreviewableImage(attachment.contentType) || this.preview.state === 'loading' || this.preview.value) return;
    let made: string | null = null;
    const shown = this.preview.load(async (signal) => {
      const blob = await this.api.attachmentContent(chatId, attachment.id, signal);
      made = this.objectUrls.create(new Blob([blob], { type: attachment.contentType }));
      return made;
    });
    // Closed (or started again) while the bytes were on their way: the URL nobody shows is given back.
    void shown.then((applied) => {
      if (!applied && made) this.objectUrls.revoke(made);
    });
  }

  /** The message left the screen: the load stops and the preview's URL is given back; a later start() loads again. */
  dispose(): void {
    const url = this.preview.value;
    this.preview.clear();
    if (url) this.objectUrls.revoke(url);
  }
}

/** Makes the store of one file shown in a chat (bound in bindings.ts). */
export const AttachmentContentFactoryToken = token<PageStoreFactory<AttachmentPlace, AttachmentContent>>(
  'features.clientPortalChats.AttachmentContentFactory',
);
