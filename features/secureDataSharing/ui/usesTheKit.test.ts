import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * Every time, status tag, ticket number and the header on Secure Data Sharing's screens go through the shared kit
 * (TimeText, StatusTag, TicketNumber, FeatureHeader), so the feature looks like the rest of the product. The SMS
 * text's expiry (core/messageText.ts) is written for a message, not for the screen, and is not in ui/.
 */
const UI = __dirname;
const sources = readdirSync(UI, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
  .map((file) => ({ file, text: readFileSync(join(UI, file), 'utf8') }));

const blueprintImports = (text: string) =>
  [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@blueprintjs\/core'/g)].flatMap((m) =>
    m[1]!.split(',').map((name) => name.trim()),
  );

describe("Secure Data Sharing's screens use the shared kit", () => {
  it('reads its sources', () => {
    expect(sources.map((s) => s.file)).toEqual(
      expect.arrayContaining(['SecureDataPage.tsx', 'RequestsList.tsx', 'SentList.tsx', 'SendStep.tsx']),
    );
  });

  it.each(sources.map((s) => [s.file, s.text] as const))('%s formats no date of its own', (_file, text) => {
    expect(text).not.toMatch(/toLocale(Date|Time)?String|Intl\.DateTimeFormat|Intl\.RelativeTimeFormat/);
  });

  it.each(sources.map((s) => [s.file, s.text] as const))(
    "%s draws no status tag or heading of Blueprint's own",
    (_file, text) => {
      expect(blueprintImports(text).filter((name) => /^(Tag|H[1-6])$/.test(name))).toEqual([]);
    },
  );

  it('the page has the kit’s header', () => {
    expect(sources.find((s) => s.file === 'SecureDataPage.tsx')!.text).toMatch(/<FeatureHeader\b/);
  });
});
