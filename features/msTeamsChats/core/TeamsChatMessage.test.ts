import { parseTeamsChatMessage } from './TeamsChatMessage';

const event = {
  id: 'm1',
  chatId: 'chat-1',
  message: 'Hello',
  from: 'Bob',
  date: '2026-11-23T10:00:00Z',
  direction: 'outbound',
};

describe('parseTeamsChatMessage', () => {
  it('reads a well-formed event, defaulting direction to inbound and from to empty', () => {
    expect(parseTeamsChatMessage(event)).toEqual({ ...event, crmId: null, ticketId: null });
    const { direction: _direction, from: _from, ...bare } = event;
    expect(parseTeamsChatMessage(bare)).toEqual({
      ...bare,
      direction: 'inbound',
      from: '',
      crmId: null,
      ticketId: null,
    });
  });

  it("reads the chat's PSA and ticket when the event names them (the sidebar counts by them)", () => {
    expect(parseTeamsChatMessage({ ...event, crmId: 'acme-cw', ticketId: '1001' })).toMatchObject({
      crmId: 'acme-cw',
      ticketId: '1001',
    });
  });

  it.each([
    ['no id', { ...event, id: undefined }],
    ['an empty chatId', { ...event, chatId: '' }],
    ['a message that is not text', { ...event, message: null }],
    ['no date', { ...event, date: undefined }],
    ['an unknown direction', { ...event, direction: 'sideways' }],
  ])('drops an event with %s', (_case, payload) => {
    expect(parseTeamsChatMessage(payload)).toBeNull();
  });

  it('drops what is not an object', () => {
    for (const payload of [null, 'text', 3, [event]]) expect(parseTeamsChatMessage(payload)).toBeNull();
  });
});
