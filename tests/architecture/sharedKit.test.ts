import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execSync } from 'node:child_process';

/*
 * One product: a feature shows a time, a status, a ticket number, a message and its page header only through
 * the shared kit (`ui/kit/`, and `ui/conversation/` for messages), so the seven features read alike and a change of format is made once. Text that
 * leaves the screen (an SMS body, a ticket note) may format dates itself: it lives in a feature's core/, not read here.
 * That each feature page opens with the kit's header, with its sidebar icon, is checked by the feature kit
 * (tests/conformance/featureConformance.test.ts).
 */
const ROOT = join(__dirname, '../..');
const screens = execSync('git ls-files -- "features/*.tsx" "features/*/ui/*.ts" "ui/*.tsx" "ui/*.ts"', {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && !/\.(test|stories)\.tsx?$/.test(file) && !file.startsWith('ui/kit/'))
  // The public verification page carries no Blueprint and no shared kit (its own small chunk).
  .filter((file) => !file.includes('/linkPage/'));

const RULES: Array<{ pattern: RegExp; use: string; bad: string; except?: RegExp }> = [
  {
    pattern: /\.toLocale(Date|Time)?String\(/,
    use: 'a date written by hand: use <TimeText> from the kit',
    bad: 'at.toLocaleString()',
  },
  {
    pattern: /new Intl\.DateTimeFormat\(/,
    use: 'a date format of its own: use <TimeText> from the kit',
    bad: "new Intl.DateTimeFormat('en')",
  },
  {
    pattern: /import\s*\{[^}]*\bTag\b[^}]*\}\s*from '@blueprintjs\/core'/,
    use: "Blueprint's Tag: use <StatusTag> from the kit",
    bad: "import { Button, Tag } from '@blueprintjs/core'",
  },
  {
    pattern: /[`'"]#\$\{|'#' \+/,
    use: 'a ticket number written by hand: use <TicketNumber> or ticketNumberText',
    bad: '`#${ticket.number}`',
  },
  {
    // A message bubble of its own (the look SMS, Teams and portal chat share lives in ui/conversation/).
    pattern: /className=[^>\n]*(bubble|conversation__(message|bubble|meta|author))/,
    use: 'a message drawn by hand: use <Message> and <MessageList> from the kit',
    bad: '<div className="chat__bubble chat__bubble--in">',
    except: /^ui\/conversation\//,
  },
];

describe('the shared kit', () => {
  it('is the only place a screen formats a time, draws a status tag or a message, or writes a ticket number', () => {
    const found: string[] = [];
    for (const file of screens) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      for (const rule of RULES)
        if (!rule.except?.test(file) && rule.pattern.test(text)) found.push(`${file}: ${rule.use}`);
    }
    expect(found).toEqual([]);
    expect(screens.length).toBeGreaterThan(80);
  });

  it.each(RULES.map((rule) => [rule.use, rule]))('finds %s', (_use, rule) => {
    expect(rule.pattern.test(rule.bad)).toBe(true);
  });
});
