import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, readDoc } from './markdownDocs';

/*
 * The rules in force (docs/decisions/330-the-rules-in-force-are-written-beside-each-feature.md): each feature's
 * RULES.md and docs/rules.md list what holds today, one rule per line, each linking the record that decided it;
 * the decision records' index keeps the records replaced whole apart, and marks the ones replaced in part.
 */

const INDEX = 'docs/decisions/README.md';

/** Every folder under features/ but the features' shared API: one per feature. */
function featureFolders(): string[] {
  return readdirSync(join(REPO_ROOT, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'api')
    .map((entry) => entry.name)
    .sort();
}

const rulesPages = () => [
  'docs/rules.md',
  ...featureFolders()
    .map((folder) => `features/${folder}/RULES.md`)
    .filter((page) => existsSync(join(REPO_ROOT, page))),
];

/** A page's list items, each joined with its continuation lines. */
function listItems(markdown: string): string[] {
  const items: string[] = [];
  for (const line of markdown.split('\n')) {
    if (line.startsWith('- ')) items.push(line);
    else if (line.startsWith('  ') && items.length > 0) items[items.length - 1] += ` ${line.trim()}`;
  }
  return items;
}

/** The decision records a text links: `[NNN]` with its reference definition, or an inline link to the record. */
function linkedRecords(text: string, definitions: ReadonlyMap<string, string>): string[] {
  const byReference = [...text.matchAll(/\[(\d{3})\](?![(:])/g)]
    .map((match) => match[1]!)
    .filter((number) => definitions.has(number));
  const inline = [...text.matchAll(/\]\([^)]*decisions\/(\d{3})-[a-z0-9-]+\.md\)/g)].map((match) => match[1]!);
  return [...new Set([...byReference, ...inline])];
}

/** A page's reference definitions of decision records: number -> target. */
function recordDefinitions(markdown: string): Map<string, string> {
  return new Map(
    [...markdown.matchAll(/^\[(\d{3})\]: (\S*?\d{3}-[a-z0-9-]+\.md)$/gm)].map((match) => [match[1]!, match[2]!]),
  );
}

/** How a record says, at its top (before its context), that a later one replaced it: whole, in part, or not. */
function replacedAtTop(number: string): 'whole' | 'part' | null {
  const name = readdirSync(join(REPO_ROOT, 'docs/decisions')).find((file) => file.startsWith(`${number}-`));
  const top = readDoc(`docs/decisions/${name}`).split('\n## Context')[0] ?? '';
  if (/^Replaced by \[/m.test(top)) return 'whole';
  return /^Replaced in part by \[/m.test(top) ? 'part' : null;
}

/** The index's items by group: "- [NNN] Title" lines under each "## Group" heading. */
function indexGroups(): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  let group = '';
  for (const line of readDoc(INDEX).split('\n')) {
    if (line.startsWith('## ')) groups.set((group = line.slice(3)), []);
    else if (/^- \[\d{3}\]/.test(line)) groups.get(group)?.push(line);
  }
  return groups;
}

const numberOf = (item: string) => /^- \[(\d{3})\]/.exec(item)![1]!;

describe('the rules in force', () => {
  it('have a page in every feature folder', () => {
    const without = featureFolders().filter((folder) => !existsSync(join(REPO_ROOT, 'features', folder, 'RULES.md')));
    expect(without).toEqual([]);
  });

  it.each(rulesPages())('%s lists rules, each linking the record that decided it', (page) => {
    const markdown = readDoc(page);
    const items = listItems(markdown);
    expect(items.length).toBeGreaterThan(0);
    const definitions = recordDefinitions(markdown);
    expect(items.filter((item) => linkedRecords(item, definitions).length === 0)).toEqual([]);
  });

  it('link no record that a later one replaced whole', () => {
    const stale = rulesPages().flatMap((page) => {
      const markdown = readDoc(page);
      return linkedRecords(markdown, recordDefinitions(markdown))
        .filter((number) => replacedAtTop(number) === 'whole')
        .map((number) => `${page} links [${number}], which was replaced`);
    });
    expect(stale).toEqual([]);
  });
});

describe("the decision records' index", () => {
  const groups = indexGroups();
  const items = [...groups.values()].flat();
  const definitions = recordDefinitions(readDoc(INDEX));

  it('names a file for every item', () => {
    expect(items.map(numberOf).filter((number) => !definitions.has(number))).toEqual([]);
  });

  it('lists under Replaced exactly the records that say at their top that they were replaced whole', () => {
    const listed = (groups.get('Replaced') ?? []).map(numberOf).sort();
    const sayWhole = [...definitions.keys()].filter((number) => replacedAtTop(number) === 'whole').sort();
    expect(listed).toEqual(sayWhole);
    expect(listed.length).toBeGreaterThan(0);
  });

  it('marks "in part replaced" exactly the records that say so at their top, and keeps them in their groups', () => {
    const marked = items.filter((item) => item.includes('(in part replaced by [')).map(numberOf);
    const sayPart = [...definitions.keys()].filter((number) => replacedAtTop(number) === 'part');
    expect(marked.sort()).toEqual(sayPart.sort());
    expect((groups.get('Replaced') ?? []).filter((item) => item.includes('in part'))).toEqual([]);
  });

  it('keeps the toolchain in a group of its own', () => {
    const toolchain = groups.get('Toolchain and test infrastructure') ?? [];
    expect(toolchain.map(numberOf)).toEqual(expect.arrayContaining(['031', '275', '276', '278']));
  });
});

describe('the rules checks themselves', () => {
  const page = [
    '- A rule with its record. [027]',
    '- A rule that wraps',
    '  onto a second line. [150]',
    '- A rule without one.',
    '- A rule linking [a record inline](../../docs/decisions/041-phones-one-format-mobile-or-landline.md).',
    '',
    '[027]: ../../docs/decisions/027-gating-is-data-and-one-function.md',
    '[150]: ../../docs/decisions/150-scaffolds-write-a-working-starting-point.md',
  ].join('\n');

  it('read each rule whole, and the records it links', () => {
    const definitions = recordDefinitions(page);
    expect(listItems(page).map((item) => linkedRecords(item, definitions))).toEqual([['027'], ['150'], [], ['041']]);
  });

  it('read a record replaced whole, in part, or not at all', () => {
    expect([replacedAtTop('077'), replacedAtTop('310'), replacedAtTop('121')]).toEqual(['whole', null, 'part']);
  });
});
