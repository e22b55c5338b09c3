import { Button } from '@blueprintjs/core';
import { Download } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { usePageStore } from '@features/api/ui';
import { formatBytes } from '../core/attachmentRules';
import type { ChatAttachment } from '../core/PortalChat';
import { AttachmentContentFactoryToken } from './AttachmentContent';

export interface AttachmentViewProps {
  chatId: string;
  attachment: ChatAttachment;
}

/**
 * A file in a chat. Raster images are previewed from their bytes through an object URL in an <img>
 * (never as HTML, never from the server's address, so nothing the file says can run); every file
 * downloads the same way.
 */
export const AttachmentView = observer(function AttachmentView({ chatId, attachment }: AttachmentViewProps) {
  const content = usePageStore(AttachmentContentFactoryToken, { chatId, attachment }, [chatId, attachment.id]);
  const preview = content.preview.value;

  const download = async () => {
    const blob = await content.download.run();
    if (blob) saveFile(blob, attachment.fileName);
  };

  return (
    <span className="portal-chats__attachment">
      {preview && <img src={preview} alt={attachment.fileName} className="portal-chats__image" />}
      <Button
        size="small"
        variant="minimal"
        icon={<Download />}
        text={`${attachment.fileName} (${formatBytes(attachment.size)})`}
        onClick={() => void download()}
      />
      {content.failed && <span className="portal-chats__muted">The file could not be loaded.</span>}
    </span>
  );
});

/** Hands the bytes to the browser as a download under the file's name; the URL lives only for the click. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
