import { Button, Intent, ProgressBar } from '@blueprintjs/core';
import { Paperclip } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { MessageComposer } from '@features/api/ui';
import { ACCEPTED_ATTACHMENT_TYPES } from '../core/attachmentRules';
import type { OpenChatStore } from './OpenChatStore';

export interface ComposerProps {
  chat: OpenChatStore;
}

/** Writing in an open chat: the kit's composer (Enter sends, Shift+Enter adds a line) with Attach a file. */
export const Composer = observer(function Composer({ chat }: ComposerProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = chat.upload;
  return (
    <MessageComposer
      value={chat.draft}
      onChange={(text) => {
        chat.setDraft(text);
        chat.typing();
      }}
      // The draft lives in the store (kept across reloads); sendDraft empties it first, so it sends once.
      onSend={() => chat.sendDraft()}
      canSend={!!chat.draft.trim()}
      placeholder="Write to the client"
      tools={
        upload && (
          <div className="portal-chats__upload" role="status" aria-label={`Sending ${upload.fileName}`}>
            {upload.previewUrl && (
              <img src={upload.previewUrl} alt={`Preview of ${upload.fileName}`} className="portal-chats__thumb" />
            )}
            <span>Sending {upload.fileName}</span>
            <ProgressBar
              value={upload.progress}
              intent={Intent.PRIMARY}
              stripes={false}
              aria-label={`Upload of ${upload.fileName}`}
            />
            <Button size="small" text="Cancel upload" onClick={() => chat.cancelUpload()} />
          </div>
        )
      }
      notices={
        chat.attachError && (
          <p className="portal-chats__error" role="alert">
            {chat.attachError}
          </p>
        )
      }
      actions={
        <>
          <Button
            icon={<Paperclip />}
            text="Attach a file"
            loading={chat.attachAction.pending}
            onClick={() => fileInput.current?.click()}
          />
          <input
            ref={fileInput}
            type="file"
            hidden
            aria-label="File to send"
            accept={ACCEPTED_ATTACHMENT_TYPES.join(',')}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = '';
              if (file) void chat.attachAction.run(file);
            }}
          />
        </>
      }
    />
  );
});
