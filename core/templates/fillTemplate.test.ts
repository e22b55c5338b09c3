import fc from 'fast-check';
import { fillTemplate, variablesIn } from './fillTemplate';

describe('fillTemplate', () => {
  it('substitutes known variables, case-insensitively and with spaces inside the braces', () => {
    const filled = fillTemplate('Hi {{contactFirstName}}, about ticket {{ TicketNumber }}: {{technicianName}} here.', {
      contactFirstName: 'Alice',
      ticketNumber: 'T1001',
      technicianName: 'Tess Tech',
    });
    expect(filled).toEqual({ text: 'Hi Alice, about ticket T1001: Tess Tech here.', unresolved: [] });
  });

  it('keeps unknown variables and empty values visible and reports each once', () => {
    const filled = fillTemplate('{{greeting}} {{contactName}}, {{greeting}} from {{companyName}}', {
      contactName: 'Bob',
      companyName: '',
    });
    expect(filled.text).toBe('{{greeting}} Bob, {{greeting}} from {{companyName}}');
    expect(filled.unresolved).toEqual(['{{greeting}}', '{{companyName}}']);
  });

  it('leaves text that only looks like a variable alone', () => {
    expect(fillTemplate('{single} {{ }} {{1x}} {{a b}}', { a: 'x' })).toEqual({
      text: '{single} {{ }} {{1x}} {{a b}}',
      unresolved: [],
    });
  });

  it('does not look up inherited object keys as variables', () => {
    expect(fillTemplate('{{constructor}} {{toString}}', {})).toEqual({
      text: '{{constructor}} {{toString}}',
      unresolved: ['{{constructor}}', '{{toString}}'],
    });
  });

  it('inserts values literally: a value that looks like a variable or a replacement pattern is not expanded', () => {
    expect(fillTemplate('{{A}}', { A: '{{B}} $& $1', B: 'no' })).toEqual({ text: '{{B}} $& $1', unresolved: [] });
  });

  it('a later value of the same name (any case) wins, so a caller can override server variables', () => {
    expect(fillTemplate('{{Link}}', { link: 'stale', Link: 'fresh' }).text).toBe('fresh');
  });

  it('finds the variables a text still has', () => {
    expect(variablesIn('Dear {{name}}, {{name}} and {{ Other }}')).toEqual(['{{name}}', '{{Other}}']);
  });

  const name = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,8}$/);
  const value = fc.string({ maxLength: 12 });

  it('text without braces comes back unchanged', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('{')),
        fc.dictionary(fc.string({ minLength: 1 }), fc.string()),
        (text, vars) => {
          expect(fillTemplate(text, vars)).toEqual({ text, unresolved: [] });
        },
      ),
    );
  });

  it('a value is inserted once and never substituted again (values may hold braces)', () => {
    fc.assert(
      fc.property(name, value, (n, v) => {
        const filled = fillTemplate(`<{{${n}}}>`, { [n]: v });
        expect(filled.text).toBe(v === '' ? `<{{${n}}}>` : `<${v}>`);
      }),
    );
  });

  it('with no values the text is unchanged and every variable is reported', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.string({ maxLength: 6 }),
            name.map((n) => `{{${n}}}`),
          ),
          { maxLength: 8 },
        ),
        (parts) => {
          const text = parts.join(' ');
          const filled = fillTemplate(text, {});
          expect(filled.text).toBe(text);
          expect(filled.unresolved).toEqual(variablesIn(text));
        },
      ),
    );
  });

  it('filling every reported variable leaves nothing unresolved', () => {
    fc.assert(
      fc.property(fc.array(name, { maxLength: 6 }), (names) => {
        const text = names.map((n) => `{{${n}}}`).join('-');
        const values = Object.fromEntries(names.map((n) => [n, 'v']));
        expect(fillTemplate(text, values).unresolved).toEqual([]);
      }),
    );
  });
});
