import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { psaDescriptors } from '@adapters/psa/registry';
import { psaFolders } from '../conformance/psaFolders';

/*
 * A PSA is whole from its folder: its name as technicians know it (the descriptor's title) appears in code only
 * in its folder (adapters/psa/<folder>/) and beside the registry (adapters/psa/*.ts). Code anywhere else reads
 * the registry (titles, capabilities, frame hosts), so a PSA added there is named wherever the others are; a
 * title written elsewhere is a list that a new PSA would not join. Comments may name a PSA (they explain, they
 * decide nothing); string literals, template text, JSX text, regular expressions and identifiers may not.
 */
const ROOT = join(__dirname, '../..');

/** What may name a PSA outside its folder, and why. The test also fails on an exemption that no longer matches. */
const EXEMPT: ReadonlyArray<{ files: RegExp; titles?: readonly string[]; why: string }> = [
  {
    files: /(^|\/)(tests|testing)\/|\.(test|stories)\.tsx?(\.tpl)?$|^\.storybook\//,
    why:
      'Tests and stories are fixtures: they open seeded records (Acme ConnectWise ticket 1001) and state the ' +
      "spec's rules about one PSA by name; the kits that cover every PSA read the registry.",
  },
  {
    files:
      /^(core\/auth\/embeddedBrowser\.ts|adapters\/auth\/pusher\/PusherSignInRelay\.ts|ui\/entry\/ExternalLoginPage\.tsx|sandbox\/identity\/authPusherRoutes\.ts)$/,
    titles: ['ConnectWise'],
    why:
      "The embedded sign-in relay is for ConnectWise's desktop client (spec section 4): it is chosen by the " +
      "browser's user agent, not by the pod's PSA, and its pages tell the technician to go back to that client.",
  },
];

const CODE = /\.(ts|tsx|js|mjs|cjs)(\.tpl)?$/;
const files = execSync('git ls-files', { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((file) => CODE.test(file) && !file.startsWith('.storybook/public/'));

/** Each registered PSA's title, with its folder (where it may be written). */
const titles = psaFolders().flatMap((folder) =>
  folder.candidates
    .filter((candidate) => psaDescriptors.includes(candidate as never))
    .map((candidate) => ({ title: (candidate as { title: string }).title, folder: `${folder.where}/` })),
);

/** The text of every token of a file's code that is not a comment (a template's placeholders parse as names). */
function tokensOf(file: string, code: string): string[] {
  const kind = /x(\.tpl)?$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, kind);
  const tokens: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteralLike(node) ||
      ts.isTemplateLiteralToken(node) ||
      ts.isJsxText(node) ||
      ts.isRegularExpressionLiteral(node) ||
      ts.isIdentifier(node)
    )
      tokens.push(node.getText(source));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return tokens;
}

const wordIn = (title: string, text: string) =>
  new RegExp(`(^|[^A-Za-z0-9])${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z0-9])`).test(text);

/** The title in its token, with a few words either side. */
function around(title: string, token: string): string {
  const at = token.indexOf(title);
  return token.slice(Math.max(0, at - 40), at + title.length + 40).replace(/\s+/g, ' ');
}

/** `file: "title" in <token>` for each title written outside its folder and the registry. */
function namesOutsideTheirFolders(): Array<{ file: string; title: string; token: string }> {
  return files.flatMap((file) => {
    if (/^adapters\/psa\/[^/]+$/.test(file)) return [];
    const code = readFileSync(join(ROOT, file), 'utf8');
    // Parsed only when the text names a PSA somewhere (most files do not): a parse is the slow part.
    const suspects = titles.filter(({ title, folder }) => !file.startsWith(folder) && wordIn(title, code));
    if (suspects.length === 0) return [];
    const tokens = tokensOf(file, code);
    return suspects.flatMap(({ title }) => {
      const token = tokens.find((text) => wordIn(title, text));
      return token === undefined ? [] : [{ file, title, token: around(title, token) }];
    });
  });
}

describe("a PSA's name stays in its folder and the registry", () => {
  const found = namesOutsideTheirFolders();
  const exemptionOf = (hit: { file: string; title: string }) =>
    EXEMPT.find((rule) => rule.files.test(hit.file) && (!rule.titles || rule.titles.includes(hit.title)));

  it('reads every registered title and the code files', () => {
    expect(titles.map((t) => t.title).sort()).toEqual(psaDescriptors.map((d) => d.title).sort());
    expect(files.length).toBeGreaterThan(500);
  });

  it('no code outside adapters/psa/ writes a PSA name: it reads the registry', () => {
    expect(
      found
        .filter((hit) => !exemptionOf(hit))
        .map(({ file, title, token }) => `${file}: "${title}" in ${JSON.stringify(token)}`),
    ).toEqual([]);
  });

  it('each exemption still covers a file that names a PSA (an unused one is removed)', () => {
    const used = new Set(found.map(exemptionOf));
    expect(EXEMPT.filter((rule) => !used.has(rule)).map((rule) => rule.why)).toEqual([]);
  });

  it('finds a title in a string, in JSX text and in a template, and not in a comment', () => {
    const seen = (code: string, file = 'probe.ts') => tokensOf(file, code).some((text) => wordIn('Zendesk', text));
    expect(seen("const a = 'open Zendesk';")).toBe(true);
    expect(seen('const a = () => <p>from a Zendesk ticket</p>;', 'probe.tsx')).toBe(true);
    expect(seen('const a = (n: number) => `${n} tickets in Zendesk`;')).toBe(true);
    expect(seen('const types = { Zendesk: 6 };')).toBe(true);
    expect(seen('// Zendesk explains\nconst a = 1;')).toBe(false);
    expect(seen("const a = 'ZendeskPod';")).toBe(false);
  });
});
