import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, namedPaths, readDoc } from './markdownDocs';

/** The list items of a Markdown section (from its heading to the next heading of the same level), joined per item. */
function itemsOf(markdown: string, heading: string): string[] {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) return [];
  const level = heading.split(' ')[0]!;
  const rest = markdown.slice(start + heading.length + 2);
  const end = rest.search(new RegExp(`\\n${level} `));
  const section = end < 0 ? rest : rest.slice(0, end);
  return section
    .split('\n- ')
    .slice(1)
    .map((item) => item.replace(/\n {2}/g, ' ').trim());
}

const exists = (path: string) => existsSync(join(REPO_ROOT, path));

describe("the newcomer's look-ups", () => {
  const answers = itemsOf(readDoc('docs/architecture.md'), '## Where does it live');

  it('answer at least twenty questions', () => {
    expect(answers.length).toBeGreaterThanOrEqual(20);
  });

  it('answer each question with paths that exist', () => {
    const unanswered = answers.filter((item) => {
      const paths = namedPaths(item).map(({ target }) => target);
      return paths.length === 0 || !paths.every(exists);
    });
    expect(unanswered).toEqual([]);
  });

  it.each([
    ["verification's duration rule", /How long does a verification count/],
    ['where ConnectWise maps a contact', /ConnectWise look up a ticket or a contact/],
    ['how Secure Data sends a one-time link', /Secure Data Sharing create and send a one-time link/],
  ])('answer %s', (_name, question) => {
    expect(answers.find((item) => question.test(item))).toBeDefined();
  });
});

describe('the glossary', () => {
  const markdown = readDoc('docs/glossary.md');
  const entries = markdown.split('\n').filter((line) => line.startsWith('- **'));

  it.each(['pod', 'PSA', 'psaId', 'crmId', 'screen', 'tenant', 'company'])('defines %s', (word) => {
    expect(entries.some((line) => line.startsWith(`- **${word}**:`))).toBe(true);
  });

  it('says where each word lives, with paths that exist', () => {
    const items = itemsOf(markdown, '## The setting')
      .concat(itemsOf(markdown, '## Plans and gating'))
      .concat(itemsOf(markdown, '## Verification'))
      .concat(itemsOf(markdown, '## Conversations and data'))
      .concat(itemsOf(markdown, '## Realtime and the sandbox'));
    expect(items.length).toBe(entries.length);
    const placeless = items.filter((item) => {
      const paths = namedPaths(item).map(({ target }) => target);
      return paths.length === 0 || !paths.every(exists);
    });
    expect(placeless).toEqual([]);
  });
});
