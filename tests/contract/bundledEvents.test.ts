import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { partFilesUnder, type PartFiles } from '@scripts/contract/contractParts';
import { refusalOf, treeWith as treeWithParts } from './support/partTrees';
import { bundledEvents, EVENTS_BUNDLE, EVENTS_BUNDLE_HEADER, SHARED_EVENTS_PART } from '@scripts/contract/eventParts';

/*
 * contract/asyncapi.yaml is generated from its parts (contract/shared.asyncapi.yaml, features/<id>/asyncapi.yaml)
 * and checked in for every reader: it must be what they merge to, and parts that cannot be merged into one
 * document are refused with the files to fix.
 */
const REPO_ROOT = resolve(__dirname, '../..');
const tree = partFilesUnder(REPO_ROOT);
const SMS = 'features/smsMessaging/asyncapi.yaml';
const TEAMS = 'features/msTeamsChats/asyncapi.yaml';
const EUV = 'features/endUserVerification/asyncapi.yaml';

const treeWith = (changes: Record<string, (text: string) => string>) => treeWithParts(tree, changes);
const refusal = (files: PartFiles) => refusalOf(() => bundledEvents(files));

describe('contract/asyncapi.yaml, merged from its parts', () => {
  it('is what the parts merge to now, under the header that says which command writes it', () => {
    const bundled = bundledEvents(tree);
    expect(bundled.startsWith(EVENTS_BUNDLE_HEADER)).toBe(true);
    const current = readFileSync(resolve(REPO_ROOT, EVENTS_BUNDLE), 'utf8');
    expect(
      current === bundled ? 'up to date' : `${EVENTS_BUNDLE} differs from its parts: run npm run contract:bundle`,
    ).toBe('up to date');
  });

  it("gathers the hub's messages from the features that publish them, with references the bundle resolves", () => {
    const document = parse(bundledEvents(tree)) as {
      channels: Record<string, { messages: Record<string, { $ref: string }> }>;
      components: { messages: Record<string, { payload: { $ref?: string } }> };
    };
    expect(Object.keys(document.channels.hub!.messages)).toEqual(
      expect.arrayContaining(['TenantSubscription', 'ContactVerificationPassed', 'MessagingSmsToChannel']),
    );
    // A fragment names the feature's OpenAPI fragment; the bundle names the published OpenAPI document.
    expect(document.components.messages.PsaTechVerificationSmsRequest!.payload.$ref).toBe(
      './openapi.yaml#/components/schemas/TechVerification',
    );
    // A fragment names the root's parts by its file; in the bundle they are local.
    expect(readFileSync(resolve(REPO_ROOT, EVENTS_BUNDLE), 'utf8')).not.toContain('shared.asyncapi.yaml#');
  });

  it("differs from the checked-in file once a fragment changes, and carries the fragment's change", () => {
    const changed = bundledEvents(
      treeWith({ [SMS]: (text) => text.replace('title: An SMS arrived on a channel', 'title: Changed here') }),
    );
    expect(changed).toContain('title: Changed here');
    expect(changed).not.toBe(readFileSync(resolve(REPO_ROOT, EVENTS_BUNDLE), 'utf8'));
  });

  it('refuses two fragments that define the same message, schema, operation or hub message, naming both files', () => {
    const withSmsAgain = refusal(
      treeWith({
        [TEAMS]: (text) =>
          text
            .replace(
              '    messages:\n',
              "    messages:\n      MessagingSmsToChannel: { $ref: '#/components/messages/X' }\n",
            )
            .replace('  schemas:\n', '  schemas:\n    MessagingSmsToChannel: { type: string }\n')
            .replace('operations:\n', 'operations:\n  receiveMessagingSmsToChannel: { action: receive }\n')
            .replace(
              '  messages:\n    TeamsChatMessage:',
              '  messages:\n    MessagingSmsToChannel: { name: x }\n    TeamsChatMessage:',
            ),
      }),
    );
    expect(withSmsAgain.split('\n')).toEqual(
      expect.arrayContaining([
        `message MessagingSmsToChannel on channel hub is defined twice: in ${TEAMS} and in ${SMS}.`,
        `schema MessagingSmsToChannel is defined twice: in ${TEAMS} and in ${SMS}.`,
        `operation receiveMessagingSmsToChannel is defined twice: in ${TEAMS} and in ${SMS}.`,
        `message MessagingSmsToChannel is defined twice: in ${TEAMS} and in ${SMS}.`,
      ]),
    );
  });

  it('refuses a fragment that defines a channel the root defines, naming both files', () => {
    const message = refusal(
      treeWith({ [EUV]: (text) => text.replace('  hub:\n', '  hub:\n    address: /elsewhere\n') }),
    );
    expect(message).toContain(`channel hub is defined twice: in ${SHARED_EVENTS_PART} and in ${EUV}.`);
  });

  it('refuses a reference that leads nowhere, naming the fragment and its line', () => {
    const message = refusal(
      treeWith({
        [SMS]: (text) => text.replace("'#/components/schemas/MessagingSmsToChannel'", "'#/components/schemas/Nothing'"),
      }),
    );
    expect(message).toMatch(
      new RegExp(`^${SMS}:\\d+:\\d+: \\$ref #/components/schemas/Nothing leads nowhere: ${SMS} has nothing at`),
    );
  });

  it("refuses a reference to an OpenAPI part's schema that is not there", () => {
    const message = refusal(
      treeWith({
        [SMS]: (text) =>
          text.replace('shared.yaml#/components/schemas/MessageDirection', 'shared.yaml#/components/schemas/Gone'),
      }),
    );
    expect(message).toContain('leads nowhere: contract/shared.yaml has nothing at /components/schemas/Gone.');
  });

  it('refuses a fragment that sets what only the root may, or adds to a channel more than messages', () => {
    expect(refusal(treeWith({ [SMS]: (text) => `${text}servers: {}\n` }))).toBe(
      `${SMS} has servers: a feature's fragment holds only channels, operations, components.`,
    );
    expect(refusal(treeWith({ [SMS]: (text) => text.replace('  hub:\n', '  hub:\n    title: Mine\n') }))).toBe(
      `${SMS} sets title of channel hub, which ${SHARED_EVENTS_PART} defines: another part only adds messages.`,
    );
  });
});
