import fc from 'fast-check';
import { fileExtension, MAX_FILE_NAME_LENGTH, sanitizeFileName } from './sanitizeFileName';

describe('sanitizeFileName', () => {
  it('drops folders of either kind of slash', () => {
    expect(sanitizeFileName('C:\\Users\\bob\\license.txt')).toBe('license.txt');
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
  });

  it('removes bidirectional overrides and control characters that disguise an extension', () => {
    expect(sanitizeFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(sanitizeFileName('a\u0000b\u0007c.txt')).toBe('abc.txt');
    expect(sanitizeFileName('zero\u200Bwidth.txt')).toBe('zerowidth.txt');
  });

  it('removes leading dots, reserved characters and collapses spaces', () => {
    expect(sanitizeFileName('..hidden')).toBe('hidden');
    expect(sanitizeFileName('what?<is>this*.txt')).toBe('whatisthis.txt');
    expect(sanitizeFileName('  many    spaces .txt ')).toBe('many spaces .txt');
  });

  it('names an empty result "file"', () => {
    expect(sanitizeFileName('')).toBe('file');
    expect(sanitizeFileName('../..')).toBe('file');
    expect(sanitizeFileName('\u202E')).toBe('file');
  });

  it('shortens long names and keeps the extension', () => {
    const name = sanitizeFileName(`${'a'.repeat(300)}.pdf`);
    expect(name).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(name.endsWith('.pdf')).toBe(true);
  });

  it('the result is never empty, never has a slash, a control or bidi character, and is stable (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (raw) => {
        const name = sanitizeFileName(raw);
        expect(name.length).toBeGreaterThan(0);
        expect(name.length).toBeLessThanOrEqual(MAX_FILE_NAME_LENGTH);
        // eslint-disable-next-line no-control-regex
        expect(name).not.toMatch(/[\\/\u0000-\u001f\u202a-\u202e\u2066-\u2069]/);
        expect(name.startsWith('.')).toBe(false);
        expect(sanitizeFileName(name)).toBe(name);
      }),
    );
  });
});

describe('fileExtension', () => {
  it('is lower case with the dot, empty for none or a dot file', () => {
    expect(fileExtension('Report.PDF')).toBe('.pdf');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('.env')).toBe('');
  });
});
