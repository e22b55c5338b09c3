import type { CallCase } from '@tests/kit/CallCase';
import { arr, bool, nullable, obj, serverMessage, str } from '@tests/kit/domainShape';
import { HttpTeamsApi } from '../adapters/HttpTeamsApi';
import { teamsChatWire, teamsCheckWire, teamsHistoryWire, teamsMessageWire } from '../adapters/wire/teamsWire';

const teamsChat = obj({ chatId: str, contactName: str, topic: str });
const teams = (h: Parameters<CallCase['run']>[0]) => new HttpTeamsApi(h);

/** MS Teams Chats' HTTP calls, for the fault and contract suites (each adapter method once at least). */
export const msTeamsChatsCalls: readonly CallCase[] = [
  {
    name: 'HttpTeamsApi.check',
    wire: teamsCheckWire,
    domain: obj({ chat: nullable(teamsChat), msTenantHasOnboarded: bool }),
    run: (h) => teams(h).check({ ticketId: '1001', crmId: 'acme-cw', contactId: 'c' }),
  },
  {
    name: 'HttpTeamsApi.createChat',
    wire: teamsChatWire,
    domain: teamsChat,
    run: (h) => teams(h).createChat({ ticketId: '1001', crmId: 'acme-cw', contactId: 'c' }),
  },
  {
    name: 'HttpTeamsApi.history',
    wire: teamsHistoryWire,
    domain: arr(serverMessage),
    run: (h) => teams(h).history('chat-1'),
  },
  {
    name: 'HttpTeamsApi.send',
    silent: true,
    wire: teamsMessageWire,
    domain: serverMessage,
    run: (h) => teams(h).send('chat-1', 'Hello', 'c-1'),
  },
];
