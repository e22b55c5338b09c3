import { checkAttachment, formatBytes, isPreviewableImage, MAX_ATTACHMENT_BYTES } from './attachmentRules';

describe('attachment check before upload', () => {
  it('takes an image or a PDF within the limit', () => {
    expect(checkAttachment({ name: 'screen.png', type: 'image/png', size: 2048 })).toEqual({ ok: true });
    expect(checkAttachment({ name: 'invoice.pdf', type: 'application/pdf', size: MAX_ATTACHMENT_BYTES })).toEqual({
      ok: true,
    });
  });

  it('refuses a file over 10 MB, saying both sizes', () => {
    expect(checkAttachment({ name: 'video.png', type: 'image/png', size: MAX_ATTACHMENT_BYTES + 1 })).toEqual({
      ok: false,
      message: 'video.png is 10 MB; files up to 10 MB can be sent.',
    });
    expect(checkAttachment({ name: 'big.zip', type: 'application/zip', size: 25 * 1024 * 1024 })).toMatchObject({
      ok: false,
      message: 'big.zip is 25 MB; files up to 10 MB can be sent.',
    });
  });

  it('refuses an empty file', () => {
    expect(checkAttachment({ name: 'empty.txt', type: 'text/plain', size: 0 })).toEqual({
      ok: false,
      message: 'empty.txt is empty.',
    });
  });

  it('refuses types it does not take, SVG and executables included', () => {
    for (const [name, type] of [
      ['logo.svg', 'image/svg+xml'],
      ['setup.exe', 'application/x-msdownload'],
      ['page.html', 'text/html'],
      ['unknown', ''],
    ]) {
      expect(checkAttachment({ name: name!, type: type!, size: 10 })).toMatchObject({
        ok: false,
        message: expect.stringContaining(`${name} cannot be sent`),
      });
    }
  });

  it('previews raster images only', () => {
    expect(isPreviewableImage('image/JPEG')).toBe(true);
    expect(isPreviewableImage('image/svg+xml')).toBe(false);
    expect(isPreviewableImage('application/pdf')).toBe(false);
  });

  it('formats sizes for people', () => {
    expect([formatBytes(512), formatBytes(1536), formatBytes(20 * 1024), formatBytes(3.25 * 1024 * 1024)]).toEqual([
      '512 B',
      '1.5 KB',
      '20 KB',
      '3.3 MB',
    ]);
  });
});
