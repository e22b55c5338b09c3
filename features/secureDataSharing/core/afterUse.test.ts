import { finalStateOf } from './afterUse';

const link = { kind: 'link' as const, status: 'sent' as const, openedAt: null, expiresAt: 2_000 };
const request = { kind: 'request' as const, status: 'sent' as const, openedAt: null, expiresAt: 2_000 };

describe('the final state of a link or request', () => {
  it('is none while it is still of use: created, or sent and not opened or answered', () => {
    expect(finalStateOf({ ...link, status: 'created' })).toBeNull();
    expect(finalStateOf(link)).toBeNull();
    expect(finalStateOf(request, { status: 'sent', answeredAt: null })).toBeNull();
    expect(finalStateOf(undefined)).toBeNull();
  });

  it('is "opened" once the contact opened a link (it opens once), with when', () => {
    expect(finalStateOf({ ...link, status: 'opened', openedAt: 1_500 })).toEqual({ kind: 'opened', at: 1_500 });
    // The open time reached the list before its status did.
    expect(finalStateOf({ ...link, openedAt: 1_400 })).toEqual({ kind: 'opened', at: 1_400 });
  });

  it('is "answered" once the contact answered a request, read or not, with when the list knows it', () => {
    expect(finalStateOf(request, { status: 'answered', answeredAt: 1_700 })).toEqual({ kind: 'answered', at: 1_700 });
    expect(finalStateOf(request, { status: 'viewed', answeredAt: 1_700 })).toEqual({ kind: 'answered', at: 1_700 });
    expect(finalStateOf({ ...request, status: 'answered' })).toEqual({ kind: 'answered', at: null });
  });

  it('is "expired" when it ran out unused', () => {
    expect(finalStateOf({ ...link, status: 'expired' })).toEqual({ kind: 'expired', at: 2_000 });
  });

  it('does not call an opened request final: the contact may still answer it', () => {
    expect(finalStateOf({ ...request, status: 'opened', openedAt: 1_500 })).toBeNull();
  });
});
