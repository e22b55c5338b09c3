import { Button, Intent, ProgressBar, TextArea } from '@blueprintjs/core';
import { Paperclip, SendMessage } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useId, useRef } from 'react';
import { ACCEPTED_ATTACHMENT_TYPES } from '../core/attachmentRules';
import type { OpenChatStore } from './OpenChatStore';

export interface ComposerProps {
  chat: OpenChatStore;
}

/** Writing in an open chat: the message box (Enter sends, Shift+Enter breaks the line), Send and Attach. */
export const Composer = observer(function Composer({ chat }: ComposerProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();
  // The draft lives in the store (kept across reloads); sendDraft empties it first, so it sends once.
  const send = () => chat.sendDraft();
  const upload = chat.upload;
  return (
    <div className="portal-chats__composer">
      {upload && (
        <div className="portal-chats__upload" role="status" aria-label={`Sending ${upload.fileName}`}>
          {upload.previewUrl && <img src={upload.previewUrl} alt={`Preview of ${upload.fileName}`} className="portal-chats__thumb" />}
          <span>Sending {upload.fileName}</span>
          <ProgressBar value={upload.progress} intent={Intent.PRIMARY} stripes={false} aria-label={`Upload of ${upload.fileName}`} />
          <Button size="small" text="Cancel upload" onClick={() => chat.cancelUpload()} />
        </div>
      )}
      {chat.attachError && (
        <p className="portal-chats__error" role="alert">
          {chat.attachError}
        </p>
      )}
      <label htmlFor={id} className="portal-chats__label">
        Message
      </label>
      <TextArea
        id={id}
        fill
        autoResize
        value={chat.draft}
        placeholder="Write to the client"
        onChange={(e) => {
          chat.setDraft(e.currentTarget.value);
          chat.typing();
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            send();
          }
        }}
      />
      <div className="portal-chats__actions">
        <Button icon={<Paperclip />} text="Attach a file" loading={chat.attachAction.pending} onClick={() => fileInput.current?.click()} />
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
        <Button icon={<SendMessage />} intent={Intent.PRIMARY} text="Send" disabled={!chat.draft.trim()} onClick={send} />
      </div>
    </div>
  );
});
