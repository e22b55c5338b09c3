import type { ServerMessage } from './ConversationMessage';
import { addPending, markFailed, withoutFailed, withServerHistory } from './conversationHistory';

const server: ServerMessage = {
  id: 's1',
  direction: 'inbound',
  body: 'Hi',
  date: '2026-11-23T09:00:00.000Z',
  author: 'Alice',
};

describe('Discard: the technician gives up a failed message', () => {
  it('a failed message leaves; a pending one and the server messages stay', () => {
    let history = withServerHistory([], [server]);
    history = addPending(history, { id: 'local-1', body: 'one', date: server.date, author: 'Tess' });
    history = addPending(history, { id: 'local-2', body: 'two', date: server.date, author: 'Tess' });
    history = markFailed(history, 'local-1', 'down');
    expect(withoutFailed(history, 'local-1').map((m) => m.id)).toEqual(['s1', 'local-2']);
    expect(withoutFailed(history, 'local-2')).toEqual(history);
    expect(withoutFailed(history, 's1')).toEqual(history);
  });
});
