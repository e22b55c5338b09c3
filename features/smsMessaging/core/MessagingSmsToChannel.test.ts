import { parseMessagingSmsToChannel } from './MessagingSmsToChannel';

const event = {
  id: 'm1',
  channelId: 'c1',
  body: 'Thanks!',
  date: '2026-11-23T10:00:00Z',
  direction: 'inbound',
  from: 'Bob',
  optedOut: false,
  crmId: 'acme-cw',
  ticketId: '1001',
};

describe('parseMessagingSmsToChannel', () => {
  it('reads a well-formed event, defaulting direction to inbound and from to empty', () => {
    expect(parseMessagingSmsToChannel(event)).toEqual(event);
    const { direction: _direction, from: _from, crmId: _crmId, ticketId: _ticketId, ...bare } = event;
    expect(parseMessagingSmsToChannel(bare)).toEqual({
      ...bare,
      direction: 'inbound',
      from: '',
      crmId: null,
      ticketId: null,
    });
  });

  it.each([
    ['no id', { ...event, id: undefined }],
    ['an empty channelId', { ...event, channelId: '' }],
    ['a body that is not text', { ...event, body: { html: '<b>x</b>' } }],
    ['no date', { ...event, date: undefined }],
    ['no optedOut', { ...event, optedOut: undefined }],
    ['an unknown direction', { ...event, direction: 'sideways' }],
    ['a from that is not text', { ...event, from: 42 }],
  ])('drops an event with %s', (_case, payload) => {
    expect(parseMessagingSmsToChannel(payload)).toBeNull();
  });

  it('drops what is not an object', () => {
    for (const payload of [null, 'text', 3, [event]]) expect(parseMessagingSmsToChannel(payload)).toBeNull();
  });
});
