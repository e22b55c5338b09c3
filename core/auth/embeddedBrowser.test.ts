import { isConnectWiseEmbeddedBrowser } from './embeddedBrowser';

describe('isConnectWiseEmbeddedBrowser', () => {
  it.each([
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0 ConnectWiseManage/2024.1',
    'Mozilla/5.0 CWManage/23.1',
  ])('recognises %s', (ua) => {
    expect(isConnectWiseEmbeddedBrowser(ua)).toBe(true);
  });
  it.each([null, '', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36', 'Mozilla/5.0 ConnectWise Automate'])(
    'not %p',
    (ua) => {
      expect(isConnectWiseEmbeddedBrowser(ua)).toBe(false);
    },
  );
});
