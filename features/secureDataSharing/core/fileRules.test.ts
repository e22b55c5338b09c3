import fc from 'fast-check';
import { describeLimits, fileProblem, formatBytes } from './fileRules';
import type { FileLimits } from './SecureData';

const limits: FileLimits = { maxFileBytes: 10 * 1024 * 1024, maxFiles: 3, allowedExtensions: ['.pdf', '.txt'] };

describe('file rules', () => {
  it('accepts an allowed file within the limits', () => {
    expect(fileProblem({ name: 'key.TXT', size: 20 }, limits, 0)).toBeNull();
  });

  it('refuses too many, empty, too large and wrong type, naming the limit', () => {
    expect(fileProblem({ name: 'a.pdf', size: 1 }, limits, 3)).toBe('At most 3 files can be shared at once.');
    expect(fileProblem({ name: 'a.pdf', size: 0 }, limits, 0)).toBe('a.pdf is empty.');
    expect(fileProblem({ name: 'big.pdf', size: 11 * 1024 * 1024 }, limits, 0)).toBe(
      'big.pdf is 11 MB; the limit is 10 MB.',
    );
    expect(fileProblem({ name: 'run.exe', size: 5 }, limits, 0)).toBe(
      'run.exe: .exe cannot be shared. Allowed: .pdf, .txt.',
    );
    expect(fileProblem({ name: 'noext', size: 5 }, limits, 0)).toBe(
      'noext: files without an extension cannot be shared. Allowed: .pdf, .txt.',
    );
  });

  it('with no type list, any type passes', () => {
    expect(fileProblem({ name: 'run.exe', size: 5 }, { ...limits, allowedExtensions: [] }, 0)).toBeNull();
  });

  it('describes the limits before upload', () => {
    expect(describeLimits(limits)).toBe('Up to 3 files, 10 MB each: .pdf, .txt.');
    expect(describeLimits({ maxFileBytes: 512 * 1024, maxFiles: 1, allowedExtensions: [] })).toBe(
      'Up to 1 file, 512 KB each: any type.',
    );
  });

  it('formats sizes', () => {
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(1536)).toBe('1.5 KB');
  });

  it('a file over the size limit is never accepted (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 1, max: 1e9 }), (size, max) => {
        const problem = fileProblem({ name: 'a.pdf', size }, { ...limits, maxFileBytes: max }, 0);
        expect(problem === null).toBe(size <= max);
      }),
    );
  });
});
