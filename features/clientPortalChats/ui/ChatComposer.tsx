import { Button, Intent, ProgressBar } from '@blueprintjs/core';
import { Paperclip } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { ConversationComposer } from '@features/api/ui';
import { ACCEPTED_ATTACHMENT_TYPES } from '../core/attachmentRules';
import type { AttachmentUpload } from './AttachmentUpload';
import type { OpenChatStore } from './OpenChatStore';

export interface ChatComposerProps {
  chat: OpenChatStore;
  /** Who the chat is with (the box's placeholder names them). */
  withName: string;
}

/** Writing in an open chat: the conversations' one composer, with the typing notice and Attach a file. */
export const ChatComposer = observer(function ChatComposer({ chat, withName }: ChatComposerProps) {
  const { attachment } = chat;
  return (
    <ConversationComposer
      store={chat.conversation}
      withName={withName}
      onType={() => chat.typing()}
      tools={<UploadProgress upload={attachment} />}
      notices={
        attachment.error && (
          <p className="portal-chats__error" role="alert">
            {attachment.error}
          </p>
        )
      }
      actions={<AttachButton upload={attachment} />}
    />
  );
});

/** The file on its way up: its preview, progress and Cancel upload. */
const UploadProgress = observer(function UploadProgress({ upload }: { upload: AttachmentUpload }) {
  const { state } = upload;
  if (!state) return null;
  return (
    <div className="portal-chats__upload" role="status" aria-label={`Sending ${state.fileName}`}>
      {state.previewUrl && (
        <img src={state.previewUrl} alt={`Preview of ${state.fileName}`} className="portal-chats__thumb" />
      )}
      <span>Sending {state.fileName}</span>
      <ProgressBar
        value={state.progress}
        intent={Intent.PRIMARY}
        stripes={false}
        aria-label={`Upload of ${state.fileName}`}
      />
      <Button size="small" text="Cancel upload" onClick={() => upload.cancel()} />
    </div>
  );
});

const AttachButton = observer(function AttachButton({ upload }: { upload: AttachmentUpload }) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        icon={<Paperclip />}
        text="Attach a file"
        loading={upload.action.pending}
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
          if (file) void upload.action.run(file);
        }}
      />
    </>
  );
});
