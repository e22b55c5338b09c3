import { readdirSync } from 'node:fs';
import { readDoc } from './markdownDocs';

/** Every decision record says, under its title, whether it decides how the code is built or what a person sees. */
const records = readdirSync(`${__dirname}/../../docs/decisions`).filter((name) => /^\d{3}-.*\.md$/.test(name));

describe('decision records', () => {
  it('exist', () => {
    expect(records.length).toBeGreaterThan(100);
  });

  it('each say their kind: architecture or product behaviour', () => {
    const unsaid = records.filter((name) => {
      const lines = readDoc(`docs/decisions/${name}`).split('\n');
      return !/^Kind: (architecture|product behaviour)\.$/.test(lines[2] ?? '');
    });
    expect(unsaid).toEqual([]);
  });
});
