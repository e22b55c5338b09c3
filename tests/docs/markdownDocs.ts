import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const REPO_ROOT = resolve(__dirname, '../..');

/** Top-level folders whose paths the docs name in inline code (generated folders such as dist/ are not). */
const SOURCE_FOLDERS = [
  '.ci',
  '.storybook',
  'adapters',
  'app',
  'contract',
  'core',
  'docs',
  'features',
  'sandbox',
  'scripts',
  'tests',
  'ui',
];
const NAMED_PATH = new RegExp(`^(?:${SOURCE_FOLDERS.map((f) => f.replace('.', '\\.')).join('|')})/[\\w./-]*$`);

/**
 * README.md, every Markdown file under docs/ and each feature's pages (features/<id>/RULES.md and the like), as
 * repository paths with forward slashes.
 */
export function projectDocs(root = REPO_ROOT): string[] {
  const found: string[] = ['README.md'];
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      const path = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) found.push(path);
    }
  };
  if (existsSync(join(root, 'docs'))) walk('docs');
  found.push(...featurePages(root));
  return found.sort();
}

/** The Markdown files at the top of each feature's folder: features/<id>/RULES.md, features/<id>/README.md. */
export function featurePages(root = REPO_ROOT): string[] {
  if (!existsSync(join(root, 'features'))) return [];
  return readdirSync(join(root, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) =>
      readdirSync(join(root, 'features', folder.name))
        .filter((name) => name.endsWith('.md'))
        .map((name) => `features/${folder.name}/${name}`),
    )
    .sort();
}

export function readDoc(doc: string, root = REPO_ROOT): string {
  return readFileSync(join(root, doc), 'utf8');
}

/** Blanks out a match but keeps its line breaks, so line numbers still point at the source. */
const blank = (text: string) => text.replace(/[^\n]/g, ' ');

/** The Markdown with fenced code blocks blanked out: neither links nor headings live there. */
function withoutFences(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, blank);
}

/** The Markdown with fenced code and inline code spans blanked out. */
function withoutCode(markdown: string): string {
  return withoutFences(markdown).replace(/(`+)[\s\S]*?\1/g, blank);
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every heading anchor of a Markdown text, repeated headings numbered as GitHub numbers them. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of withoutFences(markdown).matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const anchor = anchorOf(match[1] ?? '');
    const count = seen.get(anchor) ?? 0;
    seen.set(anchor, count + 1);
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`);
  }
  return anchors;
}

export interface Located {
  target: string;
  line: number;
}

/** Link targets that are not URLs: inline links, images and reference definitions. */
export function relativeLinks(markdown: string): Located[] {
  const text = withoutCode(markdown);
  const links: Located[] = [];
  for (const match of text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    links.push({ target: match[1] ?? '', line: lineOf(text, match.index) });
  }
  for (const match of text.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)) {
    links.push({ target: match[1] ?? '', line: lineOf(text, match.index) });
  }
  return links.filter((link) => !/^[a-z][a-z0-9+.-]*:/i.test(link.target));
}

/** What is wrong with each relative link of a doc: a file that does not exist, or a heading that does not. */
export function brokenLinksIn(markdown: string, doc: string, root = REPO_ROOT): string[] {
  const problems: string[] = [];
  for (const { target, line } of relativeLinks(markdown)) {
    const [pathPart, anchor] = target.split('#', 2);
    const sameDoc = !pathPart;
    const file = sameDoc ? join(root, doc) : resolve(root, dirname(doc), decodeURI(pathPart));
    const where = `${doc}:${line}: ${target}`;
    if (!sameDoc && !existsSync(file)) {
      problems.push(`${where}: no file ${relative(root, file) || '.'}`);
      continue;
    }
    if (anchor === undefined) continue;
    if (!sameDoc && !file.endsWith('.md')) {
      problems.push(`${where}: an anchor into a file that is not Markdown`);
      continue;
    }
    const source = sameDoc ? markdown : readFileSync(file, 'utf8');
    if (!headingAnchors(source).has(anchor))
      problems.push(`${where}: no heading #${anchor} in ${relative(root, file)}`);
  }
  return problems;
}

/** A path from the doc's own folder: `./ui/Sending.ts` in features/endUserVerification/README.md. */
const FROM_THE_DOC = /^\.\/[\w./-]+$/;

/**
 * Repository paths a doc names in inline code, such as `core/psa/PsaDescriptor.ts` or `adapters/psa/`, and paths
 * from the doc's own folder, written with `./` (a feature's pages name the feature's files so).
 */
export function namedPaths(markdown: string): Located[] {
  const text = withoutFences(markdown);
  const paths: Located[] = [];
  for (const match of text.matchAll(/(`+)([\s\S]*?)\1/g)) {
    const content = (match[2] ?? '').trim();
    if (NAMED_PATH.test(content) || FROM_THE_DOC.test(content))
      paths.push({ target: content, line: lineOf(text, match.index) });
  }
  return paths;
}

/** Where a named path is in the repository: from the doc's folder when it starts with `./`, else from the root. */
export function resolveNamedPath(target: string, doc: string): string {
  return FROM_THE_DOC.test(target) ? join(dirname(doc), target) : target;
}

export function missingPathsIn(markdown: string, doc: string, root = REPO_ROOT): string[] {
  return namedPaths(markdown)
    .filter(({ target }) => !existsSync(join(root, resolveNamedPath(target, doc))))
    .map(({ target, line }) => `${doc}:${line}: names ${target}, which does not exist`);
}

export function longLinesIn(markdown: string, doc: string, max: number): string[] {
  return markdown
    .split('\n')
    .map((text, index) => ({ text, line: index + 1 }))
    .filter(({ text }) => text.length > max)
    .map(({ text, line }) => `${doc}:${line}: ${text.length} characters`);
}

export function lineCount(markdown: string): number {
  return markdown.replace(/\n$/, '').split('\n').length;
}
