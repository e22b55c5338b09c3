import type { AxiosInstance } from 'axios';
import type { ServerMessage } from '@features/api/core';
import {
  getWire,
  phonePermissionWire,
  postWire,
  SAID_IN_PLACE,
  type CheckPhoneNumberBody,
} from '@features/api/adapters';
import type {
  MessagingConfiguration,
  OpenChannelRequest,
  SmsApi,
  SmsChannel,
  SmsTemplate,
  TemplateVariable,
} from '../core/SmsApi';
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
  type CreateSmsChannelBody,
  type SendSmsBody,
  type SmsChannelWire,
  smsServerMessage,
} from './wire/smsWire';

const seg = encodeURIComponent;

/** SMS Messaging over the shared axios client (bearer, 401 and error toasts are its business). */
export class HttpSmsApi implements SmsApi {
  constructor(private readonly http: AxiosInstance) {}

  async hasChannels(crmId: string, ticketId: string): Promise<boolean> {
    const answer = { wire: checkTicketChannelsWire, what: "the ticket's channels" };
    const check = await getWire(this.http, '/MessagingBoard/checkTicketChannels', answer, {
      params: { crmId, ticketId },
    });
    return check.hasChannels;
  }

  async contactChannel(crmId: string, ticketId: string, contactId: string): Promise<SmsChannel | null> {
    const params = { crmId, ticketId, contactId };
    const answer = { wire: checkTicketChannelsV2Wire, what: "the contact's channel" };
    const { channel } = await getWire(this.http, '/MessagingBoard/checkTicketChannels/v2', answer, { params });
    return channel ? toChannel(channel) : null;
  }

  async ticketChannels(crmId: string, ticketId: string): Promise<SmsChannel[]> {
    const answer = { wire: smsChannelListWire, what: "the ticket's channels" };
    const path = `/MessagingBoard/${seg(crmId)}/allTicketChannels`;
    return (await getWire(this.http, path, answer, { params: { ticketId } })).map(toChannel);
  }

  async channel(channelId: string): Promise<SmsChannel> {
    const answer = { wire: smsChannelWire, what: 'the channel' };
    return toChannel(await getWire(this.http, `/MessagingBoard/channels/${seg(channelId)}`, answer));
  }

  async openChannel(request: OpenChannelRequest): Promise<SmsChannel> {
    const { crmId, ticketId, contactId, phone, messagingConfigurationId } = request;
    const body: CreateSmsChannelBody = { ticketId, contactId, phone, messagingConfigurationId };
    const path = `/TicketUpdate/crm/${seg(crmId)}/tickets/createChannel/v2`;
    return toChannel(await postWire(this.http, path, body, { wire: smsChannelWire, what: 'opening the channel' }));
  }

  async history(channelId: string, orderDesc: boolean): Promise<ServerMessage[]> {
    const path = `/MessagingBoard/channels/${seg(channelId)}/channelHistory`;
    const answer = { wire: smsHistoryWire, what: 'the message history' };
    const history = await getWire(this.http, path, answer, { params: { userOnly: false, orderDesc } });
    return history.items.map(smsServerMessage);
  }

  async send(channelId: string, message: string, clientId: string): Promise<ServerMessage> {
    const body: SendSmsBody = { message, clientId };
    const path = `/MessagingBoard/channels/${seg(channelId)}/send`;
    const sent = { wire: smsMessageWire, what: 'sending the message' };
    return smsServerMessage(await postWire(this.http, path, body, sent, SAID_IN_PLACE));
  }

  configurations(): Promise<MessagingConfiguration[]> {
    const answer = { wire: messagingConfigurationListWire, what: 'the messaging configurations' };
    return getWire(this.http, '/MessagingConfigurations', answer);
  }

  configuration(id: string): Promise<MessagingConfiguration> {
    const answer = { wire: messagingConfigurationWire, what: 'the messaging configuration' };
    return getWire(this.http, `/MessagingConfigurations/${seg(id)}`, answer);
  }

  templates(channelId?: string): Promise<SmsTemplate[]> {
    const answer = { wire: smsTemplateListWire, what: 'the message templates' };
    return getWire(this.http, '/SmsConversations', answer, { params: channelId ? { channelId } : {} });
  }

  templateVariables(): Promise<TemplateVariable[]> {
    const answer = { wire: smsTemplateVariableListWire, what: 'the template variables' };
    return getWire(this.http, '/SmsConversations/smsTextTemplateVariables', answer);
  }

  async isOptedOut(phone: string): Promise<boolean> {
    const body: CheckPhoneNumberBody = { phone };
    const answer = { wire: phonePermissionWire, what: 'the SMS permission of the number' };
    return (await postWire(this.http, '/MessagingPermissions/check-phone-number', body, answer)).optedOut;
  }
}

function toChannel(wire: SmsChannelWire): SmsChannel {
  return {
    id: wire.id,
    crmId: wire.crmId,
    ticketId: wire.ticketId,
    contactId: wire.contactId,
    contactName: wire.contactName,
    phone: wire.phone,
    optedOut: wire.optedOut,
  };
}
