import fc from 'fast-check';
import { substituteTemplate } from './substituteTemplate';

describe('substituteTemplate', () => {
  it('replaces every known variable, each occurrence', () => {
    const result = substituteTemplate('Hi {ContactName}, {ContactName}: open {Link}', { ContactName: 'Bob', Link: 'https://x.test/s/1' });
    expect(result).toEqual({ text: 'Hi Bob, Bob: open https://x.test/s/1', unknown: [] });
  });

  it('keeps unknown variables visible and reports each once, in order', () => {
    const result = substituteTemplate('{A} {Missing} {B} {Missing} {Other}', { A: '1', B: '2' });
    expect(result).toEqual({ text: '1 {Missing} 2 {Missing} {Other}', unknown: ['Missing', 'Other'] });
  });

  it('leaves braces that are not variables alone, and is case-sensitive', () => {
    expect(substituteTemplate('{ } {1x} {} {contactName}', { ContactName: 'Bob' })).toEqual({ text: '{ } {1x} {} {contactName}', unknown: ['contactName'] });
  });

  it('does not look up inherited object keys as variables', () => {
    expect(substituteTemplate('{constructor} {toString}', {})).toEqual({ text: '{constructor} {toString}', unknown: ['constructor', 'toString'] });
  });

  it('inserts values literally: a value that looks like a variable or a replacement pattern is not expanded', () => {
    expect(substituteTemplate('{A}', { A: '{B} $& $1', B: 'no' })).toEqual({ text: '{B} $& $1', unknown: [] });
  });

  it('text without braces comes back unchanged (property)', () => {
    fc.assert(
      fc.property(fc.string().filter((s) => !s.includes('{')), fc.dictionary(fc.string({ minLength: 1 }), fc.string()), (text, vars) => {
        expect(substituteTemplate(text, vars)).toEqual({ text, unknown: [] });
      }),
    );
  });

  it('with no values, the text is unchanged and every variable is reported (property)', () => {
    const name = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,8}$/);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string().filter((s) => !/[{}]/.test(s)), name)), (parts) => {
        const text = parts.map(([plain, n]) => `${plain}{${n}}`).join('');
        const result = substituteTemplate(text, {});
        expect(result.text).toBe(text);
        expect(result.unknown).toEqual([...new Set(parts.map(([, n]) => n))]);
      }),
    );
  });

  it('after filling every reported variable, nothing is unknown (property)', () => {
    const name = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,8}$/);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string().filter((s) => !/[{}]/.test(s)), name)), fc.string().filter((s) => !/[{}]/.test(s)), (parts, value) => {
        const text = parts.map(([plain, n]) => `${plain}{${n}}`).join('');
        const { unknown } = substituteTemplate(text, {});
        const filled = substituteTemplate(text, Object.fromEntries(unknown.map((n) => [n, value])));
        expect(filled.unknown).toEqual([]);
        expect(filled.text).not.toMatch(/\{[A-Za-z][A-Za-z0-9_]*\}/);
      }),
    );
  });
});
