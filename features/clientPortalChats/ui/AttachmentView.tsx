import { Button } from '@blueprintjs/core';
import { Download } from '@blueprintjs/icons';
import { useEffect, useState } from 'react';
import { useService } from '@features/api/ui';
import { formatBytes, isPreviewableImage } from '../core/attachmentRules';
import { ClientPortalChatsApiToken } from '../core/ClientPortalChatsApi';
import type { ChatAttachment } from '../core/PortalChat';

export interface AttachmentViewProps {
  chatId: string;
  attachment: ChatAttachment;
}

/**
 * A file in a chat. Raster images are previewed from their bytes through an object URL in an <img>
 * (never as HTML, never from the server's address, so nothing the file says can run); other files
 * download the same way.
 */
export function AttachmentView({ chatId, attachment }: AttachmentViewProps) {
  const api = useService(ClientPortalChatsApiToken);
  const [preview, setPreview] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const image = isPreviewableImage(attachment.contentType);

  useEffect(() => {
    if (!image) return;
    const controller = new AbortController();
    let url: string | null = null;
    api.attachmentContent(chatId, attachment.id, controller.signal).then(
      (blob) => {
        // Typed by what the server declared, not sniffed, so the browser treats it as that image.
        url = URL.createObjectURL(new Blob([blob], { type: attachment.contentType }));
        setPreview(url);
      },
      () => !controller.signal.aborted && setFailed(true),
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [api, chatId, attachment.id, attachment.contentType, image]);

  const download = async () => {
    const blob = await api.attachmentContent(chatId, attachment.id).catch(() => null);
    if (!blob) return setFailed(true);
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = attachment.fileName;
    link.rel = 'noopener';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <span className="portal-chats__attachment">
      {preview && <img src={preview} alt={attachment.fileName} className="portal-chats__image" />}
      <Button size="small" variant="minimal" icon={<Download />} text={`${attachment.fileName} (${formatBytes(attachment.size)})`} onClick={() => void download()} />
      {failed && <span className="portal-chats__muted">The file could not be loaded.</span>}
    </span>
  );
}
