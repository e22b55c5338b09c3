import { phonePermissionWire } from '@features/api/adapters';
import type { CallCase } from '@tests/kit/CallCase';
import { arr, bool, nullable, obj, serverMessage, str, wire } from '@tests/kit/domainShape';
import { HttpSmsApi } from '../adapters/HttpSmsApi';
import {
  checkTicketChannelsV2Wire,
  checkTicketChannelsWire,
  messagingConfigurationListWire,
  messagingConfigurationWire,
  smsChannelListWire,
  smsChannelWire,
  smsHistoryWire,
  smsMessageWire,
  smsTemplateListWire,
  smsTemplateVariableListWire,
} from '../adapters/wire/smsWire';

const smsChannel = obj({
  id: str,
  crmId: str,
  ticketId: str,
  contactId: str,
  contactName: str,
  phone: str,
  optedOut: bool,
});
const sms = (h: Parameters<CallCase['run']>[0]) => new HttpSmsApi(h);

/** SMS Messaging's HTTP calls, for the fault and contract suites (each adapter method once at least). */
export const smsMessagingCalls: readonly CallCase[] = [
  {
    name: 'HttpSmsApi.hasChannels',
    wire: checkTicketChannelsWire,
    domain: bool,
    run: (h) => sms(h).hasChannels('acme-cw', '1001'),
  },
  {
    name: 'HttpSmsApi.contactChannel',
    wire: checkTicketChannelsV2Wire,
    domain: nullable(smsChannel),
    run: (h) => sms(h).contactChannel('acme-cw', '1001', 'acme-cw-co1-ct1'),
  },
  {
    name: 'HttpSmsApi.ticketChannels',
    wire: smsChannelListWire,
    domain: arr(smsChannel),
    run: (h) => sms(h).ticketChannels('acme-cw', '1001'),
  },
  { name: 'HttpSmsApi.channel', wire: smsChannelWire, domain: smsChannel, run: (h) => sms(h).channel('sms-1') },
  {
    name: 'HttpSmsApi.openChannel',
    wire: smsChannelWire,
    domain: smsChannel,
    run: (h) =>
      sms(h).openChannel({
        crmId: 'acme-cw',
        ticketId: '1001',
        contactId: 'acme-cw-co1-ct1',
        phone: '+1 555 010 2001',
        messagingConfigurationId: null,
      }),
  },
  {
    name: 'HttpSmsApi.history',
    wire: smsHistoryWire,
    domain: arr(serverMessage),
    run: (h) => sms(h).history('sms-1', false),
  },
  {
    name: 'HttpSmsApi.send',
    silent: true,
    wire: smsMessageWire,
    domain: serverMessage,
    run: (h) => sms(h).send('sms-1', 'Hello', 'c-1'),
  },
  {
    name: 'HttpSmsApi.configurations',
    wire: messagingConfigurationListWire,
    domain: wire(messagingConfigurationListWire),
    run: (h) => sms(h).configurations(),
  },
  {
    name: 'HttpSmsApi.configuration',
    wire: messagingConfigurationWire,
    domain: wire(messagingConfigurationWire),
    run: (h) => sms(h).configuration('mc-main'),
  },
  {
    name: 'HttpSmsApi.templates',
    wire: smsTemplateListWire,
    domain: wire(smsTemplateListWire),
    run: (h) => sms(h).templates('sms-1'),
  },
  {
    name: 'HttpSmsApi.templateVariables',
    wire: smsTemplateVariableListWire,
    domain: wire(smsTemplateVariableListWire),
    run: (h) => sms(h).templateVariables(),
  },
  {
    name: 'HttpSmsApi.isOptedOut',
    wire: phonePermissionWire,
    domain: bool,
    run: (h) => sms(h).isOptedOut('+1 555 010 2001'),
  },
];
