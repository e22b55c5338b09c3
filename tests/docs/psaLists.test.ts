import { psaDescriptors } from '@adapters/psa/registry';
import { projectDocs, readDoc } from './markdownDocs';

/*
 * The docs name the registry (adapters/psa/registry.ts), not the list of PSAs it holds: a list written out
 * in prose is stale the day a PSA is added. A paragraph, list item or table row that names half of the
 * registered PSAs or more (by title, type or external-entry name) is such a list. Naming one PSA as an
 * example, or the few a spec rule is about (Client Portal Chats: ConnectWise, Halo, Autotask), is fine.
 */
const names = psaDescriptors.map((d) => [d.title, d.type, ...d.entryNames]);
const LIST_SIZE = Math.max(3, Math.ceil(psaDescriptors.length / 2));

const named = (text: string, name: string) =>
  new RegExp(`(^|[^A-Za-z0-9])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z0-9])`).test(text);

/** `doc:line: N PSAs` for each block (paragraph, list item, table row) that names LIST_SIZE or more PSAs. */
function listsOfPsasIn(markdown: string, doc: string): string[] {
  const lines = markdown.split('\n');
  const blocks: Array<{ line: number; text: string }> = [];
  lines.forEach((text, index) => {
    const startsBlock = !text.trim() || /^\s*([-*]|\d+\.|\||#)/.test(text) || blocks.length === 0;
    if (startsBlock) blocks.push({ line: index + 1, text });
    else blocks[blocks.length - 1]!.text += ` ${text}`;
  });
  return blocks.flatMap(({ line, text }) => {
    const count = names.filter((spellings) => spellings.some((name) => named(text, name))).length;
    return count >= LIST_SIZE ? [`${doc}:${line}: names ${count} PSAs`] : [];
  });
}

describe('the docs name the PSA registry, not its list', () => {
  it(`no paragraph names ${LIST_SIZE} or more of the ${psaDescriptors.length} registered PSAs`, () => {
    expect(projectDocs().flatMap((doc) => listsOfPsasIn(readDoc(doc), doc))).toEqual([]);
  });

  it('sees a list in a sentence, and not an example', () => {
    const titles = psaDescriptors.map((d) => d.title);
    expect(listsOfPsasIn(`Embedded in ${titles.slice(0, LIST_SIZE).join(', ')} and more.`, 'x.md')).toEqual([
      `x.md:1: names ${LIST_SIZE} PSAs`,
    ]);
    expect(listsOfPsasIn(`Embedded in a PSA such as ${titles[0]}.`, 'x.md')).toEqual([]);
  });
});
