import {
  brokenLinksIn,
  headingAnchors,
  lineCount,
  longLinesIn,
  missingPathsIn,
  projectDocs,
  readDoc,
} from './markdownDocs';

// The README is the front door: what the product is, the two commands, the sandbox, a real backend,
// the picture and the links. Everything longer belongs in docs/.
const README_MAX_LINES = 250;
const MAX_LINE_LENGTH = 120;

const docs = projectDocs();
const everyDoc = (check: (markdown: string, doc: string) => string[]) =>
  docs.flatMap((doc) => check(readDoc(doc), doc));

describe('README.md and docs/', () => {
  it('include the README and the docs a newcomer is sent to', () => {
    expect(docs).toEqual(
      expect.arrayContaining([
        'README.md',
        'docs/architecture.md',
        'docs/adding-a-psa.md',
        'docs/adding-a-feature.md',
        'docs/security.md',
        'docs/testing.md',
        'docs/measurements.md',
        'docs/decisions/README.md',
        'docs/rules.md',
        'features/endUserVerification/RULES.md',
      ]),
    );
  });

  it('link only to files and headings that exist', () => {
    expect(everyDoc(brokenLinksIn)).toEqual([]);
  });

  it('name only repository paths that exist', () => {
    expect(everyDoc(missingPathsIn)).toEqual([]);
  });

  it(`keep lines to ${MAX_LINE_LENGTH} characters`, () => {
    expect(everyDoc((markdown, doc) => longLinesIn(markdown, doc, MAX_LINE_LENGTH))).toEqual([]);
  });

  it(`keep README.md to ${README_MAX_LINES} lines`, () => {
    expect(lineCount(readDoc('README.md'))).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('tell history by git, not by issue numbers', () => {
    const mentions = everyDoc((markdown, doc) =>
      markdown
        .split('\n')
        .flatMap((text, index) => (/\bissues? #?\d+/i.test(text) ? [`${doc}:${index + 1}: ${text.trim()}`] : [])),
    );
    expect(mentions).toEqual([]);
  });
});

describe('decision records', () => {
  const records = docs.filter((doc) => /^docs\/decisions\/\d{3}-[a-z0-9-]+\.md$/.test(doc));
  const index = readDoc('docs/decisions/README.md');

  it('each have a context, a decision and its consequences', () => {
    const incomplete = records.flatMap((doc) => {
      const anchors = headingAnchors(readDoc(doc));
      return ['context', 'decision', 'consequences']
        .filter((section) => !anchors.has(section))
        .map((section) => `${doc}: no ## ${section}`);
    });
    expect(incomplete).toEqual([]);
  });

  it('each have a number of their own and a line in the index', () => {
    const numbers = records.map((doc) => doc.slice('docs/decisions/'.length, 'docs/decisions/'.length + 3));
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
    const unlisted = records.filter((doc) => !index.includes(`./${doc.slice('docs/decisions/'.length)}`));
    expect(unlisted).toEqual([]);
  });
});

describe('the docs checks themselves', () => {
  it('find a missing file, a missing heading and a missing path, and accept what exists', () => {
    const sample = [
      '# Sample',
      'See [layers](architecture.md#layers), [the top](#sample) and [home](../README.md).',
      'Broken: [gone](no-such-file.md) and [nowhere](architecture.md#no-such-heading).',
      'Named: `core/psa/PsaDescriptor.ts` and `core/psa/NoSuchFile.ts`; not a path: `features/<id>/`.',
      'From its folder: `./architecture.md` and `./no-such-file.md`; not a path: `./<id>`.',
      '```',
      '[inside a fence](not-checked.md) `core/not/checked.ts`',
      '```',
    ].join('\n');
    expect(brokenLinksIn(sample, 'docs/sample.md')).toEqual([
      'docs/sample.md:3: no-such-file.md: no file docs/no-such-file.md',
      'docs/sample.md:3: architecture.md#no-such-heading: no heading #no-such-heading in docs/architecture.md',
    ]);
    expect(missingPathsIn(sample, 'docs/sample.md')).toEqual([
      'docs/sample.md:4: names core/psa/NoSuchFile.ts, which does not exist',
      'docs/sample.md:5: names ./no-such-file.md, which does not exist',
    ]);
  });

  it('read anchors as GitHub writes them', () => {
    const anchors = headingAnchors('# The sign-in relay\n## `npm test`, whole run\n## Layout shift\n## Layout shift\n');
    expect([...anchors]).toEqual(['the-sign-in-relay', 'npm-test-whole-run', 'layout-shift', 'layout-shift-1']);
  });
});
