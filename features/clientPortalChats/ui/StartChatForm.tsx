import { Button, FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { MessageBox, SEND_KEYS_HINT } from '@features/api/ui';
import type { ChatsPageStore } from './ChatsPageStore';
import { ServerAnswer } from './ServerAnswer';

export interface StartChatFormProps {
  store: ChatsPageStore;
  /** The chat started and opened (the page writes it in the address). */
  onStarted(chatId: string): void;
}

/** Starts a chat with the ticket's client from one of the company's client portals. */
export const StartChatForm = observer(function StartChatForm({ store, onStarted }: StartChatFormProps) {
  const [configurationId, setConfigurationId] = useState('');
  const [message, setMessage] = useState('');
  const ids = { portal: useId(), message: useId(), hint: useId() };
  const action = store.startAction;
  if (store.configurationError)
    return <ServerAnswer title="The client portals could not be loaded" lines={store.configurationError} />;
  const chosen = configurationId || store.configurations[0]?.id || '';
  const submit = async () => {
    if (!chosen || !message.trim()) return;
    const chat = await action.run(chosen, message);
    if (!chat) return;
    setMessage('');
    onStarted(chat.id);
  };
  return (
    <form
      className="portal-chats__start"
      aria-label="Start a chat"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 className="portal-chats__heading">Start a chat with the client</h3>
      <FormGroup label="Client portal" labelFor={ids.portal}>
        <HTMLSelect
          id={ids.portal}
          fill
          value={chosen}
          onChange={(e) => setConfigurationId(e.currentTarget.value)}
          disabled={store.configurations.length === 0}
        >
          {store.configurations.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      {/* The kit's message box: it keeps its rows when it mounts hidden (after Close in a narrow pod). */}
      <FormGroup label="First message" labelFor={ids.message} helperText={<span id={ids.hint}>{SEND_KEYS_HINT}</span>}>
        <MessageBox
          id={ids.message}
          value={message}
          onChange={setMessage}
          onSend={() => void submit()}
          describedBy={ids.hint}
        />
      </FormGroup>
      {store.startError && <ServerAnswer title="The chat could not be started" lines={store.startError} />}
      <Button
        type="submit"
        intent={Intent.PRIMARY}
        text="Start chat"
        loading={action.pending}
        disabled={!chosen || !message.trim()}
      />
    </form>
  );
});
