import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { BUNDLE_HEADER, bundledContract } from '@scripts/contract/bundleContract';
import { BUNDLE, partFilesUnder, type PartFiles } from '@scripts/contract/contractParts';
import { refusalOf, treeWith as treeWithParts } from './support/partTrees';

/*
 * contract/openapi.yaml is generated from its parts (contract/shared.yaml, features/<id>/contract.yaml) and
 * checked in for every reader: it must be what they bundle to, and parts that cannot be bundled into one
 * document are refused with the files to fix.
 */
const REPO_ROOT = resolve(__dirname, '../..');
const tree = partFilesUnder(REPO_ROOT);
const SMS = 'features/smsMessaging/contract.yaml';
const TEAMS = 'features/msTeamsChats/contract.yaml';

const treeWith = (changes: Record<string, (text: string) => string>) => treeWithParts(tree, changes);
const refusal = (files: PartFiles) => refusalOf(() => bundledContract(files, REPO_ROOT));

describe('contract/openapi.yaml, bundled from its parts', () => {
  it('is what the parts bundle to now, under the header that says which command writes it', () => {
    const bundled = bundledContract(tree, REPO_ROOT);
    expect(bundled.startsWith(BUNDLE_HEADER)).toBe(true);
    // Compared as text, one verdict rather than a 6,000-line diff: the fix is the same whatever differs.
    const current = readFileSync(resolve(REPO_ROOT, BUNDLE), 'utf8');
    expect(current === bundled ? 'up to date' : `${BUNDLE} differs from its parts: run npm run contract:bundle`).toBe(
      'up to date',
    );
  });

  it("differs from the checked-in file once a fragment changes, and carries the fragment's change", () => {
    const changed = bundledContract(
      treeWith({
        [SMS]: (text) => text.replace('summary: Every SMS channel of the ticket.', 'summary: Changed here.'),
      }),
      REPO_ROOT,
    );
    expect(changed).toContain('summary: Changed here.');
    expect(changed).not.toBe(readFileSync(resolve(REPO_ROOT, BUNDLE), 'utf8'));
  });

  it('refuses two parts that define the same path, schema or decision, naming both files', () => {
    const smsPath = '  /MessagingConfigurations:\n';
    const message = refusal(
      treeWith({
        [TEAMS]: (text) => {
          const sms = tree.read(SMS);
          const path = sms.slice(sms.indexOf(smsPath), sms.indexOf('\n  /', sms.indexOf(smsPath) + 1) + 1);
          return text
            .replace('paths:\n', `paths:\n${path}`)
            .replace('  schemas:\n', '  schemas:\n    SmsChannel: { type: string }\n')
            .replace('x-decisions:\n', 'x-decisions:\n  sms-messaging: { summary: Again., record: nowhere }\n');
        },
      }),
    );
    expect(message.split('\n')).toEqual(
      expect.arrayContaining([
        `path /MessagingConfigurations is defined twice: in ${TEAMS} and in ${SMS}.`,
        `schema SmsChannel is defined twice: in ${TEAMS} and in ${SMS}.`,
        `x-decisions entry sms-messaging is defined twice: in ${TEAMS} and in ${SMS}.`,
      ]),
    );
  });

  it('refuses a reference that leads nowhere, naming the fragment and its line', () => {
    const message = refusal(
      treeWith({
        [SMS]: (text) => text.replace("'#/components/schemas/SmsChannel'", "'#/components/schemas/Nothing'"),
      }),
    );
    expect(message).toMatch(new RegExp(`${SMS}:\\d+:\\d+`));
    expect(message).toContain("Can't resolve $ref");
  });

  it('refuses a fragment that sets what only the root may (info, servers, security)', () => {
    expect(refusal(treeWith({ [SMS]: (text) => `${text}servers: [{ url: /elsewhere }]\n` }))).toBe(
      `${SMS} has servers: a feature's fragment holds only tags, x-decisions, paths, components.`,
    );
  });
});
