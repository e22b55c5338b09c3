/** @jest-environment node */
import { NoteEntry } from './NoteEntry';
import { TypedCode } from './TypedCode';

describe('NoteEntry', () => {
  it('is not red until a send is held back for it; a typed note lets the next send go', () => {
    let needed = false;
    const note = new NoteEntry(() => needed);
    expect(note.holdsBack()).toBe(false);
    needed = true;
    expect(note.error).toBeNull();
    expect(note.holdsBack()).toBe(true);
    expect(note.holdsBack()).toBe(true);
    expect(note).toMatchObject({ error: 'Required', nudges: 2 });
    note.set('  ');
    expect(note.holdsBack()).toBe(true);
    note.set('Caller insists');
    expect(note.holdsBack()).toBe(false);
    expect(note.error).toBeNull();
  });
});

describe('TypedCode', () => {
  it('drops spaces, says what is wrong only once tried, and clears', () => {
    const code = new TypedCode();
    code.set('123 45');
    expect(code.entered).toBe('12345');
    expect(code.error).toBeNull();
    code.touch();
    expect(code.error).toBe('Enter the six-digit code.');
    code.set('123 456');
    expect(code.error).toBeNull();
    code.clear();
    expect(code).toMatchObject({ text: '', touched: false });
  });
});
