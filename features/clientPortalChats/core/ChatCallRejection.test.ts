import { AppError } from '@features/api/core';
import { ChatCallRejection, describeAnswer } from './ChatCallRejection';

describe("the server's answer to a refused configuration, creation or close", () => {
  it('reads the message and every listed error', () => {
    const error = new ChatCallRejection(
      'server',
      'x',
      {
        message: 'The chat could not be started.',
        errors: { portal: ['The portal is switched off.'], ticket: 'Closed ticket.' },
      },
      409,
    );
    expect(describeAnswer(error)).toEqual([
      'The chat could not be started.',
      'portal: The portal is switched off.',
      'ticket: Closed ticket.',
    ]);
  });

  it('reads a plain list of errors and a plain-text answer', () => {
    expect(describeAnswer(new ChatCallRejection('server', 'x', { errors: ['One', 2, 'Two'] }))).toEqual(['One', 'Two']);
    expect(describeAnswer(new ChatCallRejection('server', 'x', 'Service unavailable'))).toEqual([
      'Service unavailable',
    ]);
  });

  it("falls back to the error's own message when the answer says nothing", () => {
    expect(describeAnswer(new ChatCallRejection('network', 'The server could not be reached.', null))).toEqual([
      'The server could not be reached.',
    ]);
    expect(describeAnswer(new AppError('server', 'Plain failure'))).toEqual(['Plain failure']);
  });
});
