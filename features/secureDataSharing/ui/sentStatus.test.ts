/** @jest-environment node */
import { sentTag, sentTitle } from './sentStatus';

const item = (parts: Partial<Parameters<typeof sentTag>[0]>) => ({
  status: 'sent' as const,
  openedAt: null,
  sends: [{ channel: 'sms' as const, recipient: 'x', sentAt: 1 }],
  ...parts,
});

describe('what the Sent list says of a link or request', () => {
  it('opened (with or without its time), answered or read requests count as opened', () => {
    expect(sentTag(item({ openedAt: 5 }))).toEqual({ label: 'Opened', tone: 'success' });
    for (const status of ['opened', 'answered', 'viewed'] as const)
      expect(sentTag(item({ status })).label).toBe('Opened');
  });

  it('expired, never sent, or waiting for the contact', () => {
    expect(sentTag(item({ status: 'expired' }))).toEqual({ label: 'Expired', tone: 'danger' });
    expect(sentTag(item({ status: 'created', sends: [] }))).toEqual({ label: 'Not sent', tone: 'neutral' });
    expect(sentTag(item({}))).toEqual({ label: 'Not opened', tone: 'progress' });
  });

  it('names a link or what a request asks for', () => {
    expect(sentTitle({ kind: 'link', title: null })).toBe('Secure link');
    expect(sentTitle({ kind: 'request', title: 'the license key' })).toBe('Request: the license key');
  });
});
