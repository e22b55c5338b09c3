/** @jest-environment node */
import { createHmac } from 'crypto';
import { sameAuth, signChannel } from './pusherAuth';

describe('signChannel', () => {
  it("matches the worked example in Pusher's channel authorization docs", async () => {
    await expect(
      signChannel('278d425bdf160c739803', '7ad3773142a6692b25b8', '1234.1234', 'private-foobar'),
    ).resolves.toBe('278d425bdf160c739803:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4');
  });

  it("agrees with Node's own HMAC for other inputs", async () => {
    const expected = createHmac('sha256', 's3cr3t-ü').update('98765.4321:private-session-ab=c').digest('hex');
    await expect(signChannel('key', 's3cr3t-ü', '98765.4321', 'private-session-ab=c')).resolves.toBe(`key:${expected}`);
  });

  it('binds the signature to the socket id, the channel and the secret', async () => {
    const base = await signChannel('key', 'secret', '1.1', 'private-a');
    expect(base).toMatch(/^key:[0-9a-f]{64}$/);
    await expect(signChannel('key', 'secret', '1.2', 'private-a')).resolves.not.toBe(base);
    await expect(signChannel('key', 'secret', '1.1', 'private-b')).resolves.not.toBe(base);
    await expect(signChannel('key', 'other', '1.1', 'private-a')).resolves.not.toBe(base);
  });
});

describe('sameAuth', () => {
  it('accepts only an identical string', () => {
    expect(sameAuth('key:abc', 'key:abc')).toBe(true);
    expect(sameAuth('key:abc', 'key:abd')).toBe(false);
    expect(sameAuth('key:abc', 'key:ab')).toBe(false);
    expect(sameAuth('key:abc', '')).toBe(false);
  });
});
