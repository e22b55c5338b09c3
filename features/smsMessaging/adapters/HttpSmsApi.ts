import type { AxiosInstance } from 'axios';
import type { ServerMessage } from '@features/api/core';
import { parseWire, phonePermissionWire, type CheckPhoneNumberBody } from '@features/api/adapters';
import type { MessagingConfiguration, SmsApi, SmsChannel, SmsTemplate, TemplateVariable } from '../core/SmsApi';
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
  type SmsMessageWire,
} from './wire/smsWire';

const seg = encodeURIComponent;

/** SMS Messaging over the shared axios client (bearer, 401 and error toasts are its business). */
export class HttpSmsApi implements SmsApi {
  constructor(private readonly http: AxiosInstance) {}

  async hasChannels(crmId: string, ticketId: string): Promise<boolean> {
    const response = await this.http.get('/MessagingBoard/checkTicketChannels', { params: { crmId, ticketId } });
    return parseWire(checkTicketChannelsWire, response.data, "the ticket's channels").hasChannels;
  }

  async contactChannel(crmId: string, ticketId: string, contactId: string): Promise<SmsChannel | null> {
    const response = await this.http.get('/MessagingBoard/checkTicketChannels/v2', {
      params: { crmId, ticketId, contactId },
    });
    const channel = parseWire(checkTicketChannelsV2Wire, response.data, "the contact's channel").channel;
    return channel ? toChannel(channel) : null;
  }

  async ticketChannels(crmId: string, ticketId: string): Promise<SmsChannel[]> {
    const response = await this.http.get(`/MessagingBoard/${seg(crmId)}/allTicketChannels`, { params: { ticketId } });
    return parseWire(smsChannelListWire, response.data, "the ticket's channels").map(toChannel);
  }

  async channel(channelId: string): Promise<SmsChannel> {
    const response = await this.http.get(`/MessagingBoard/channels/${seg(channelId)}`);
    return toChannel(parseWire(smsChannelWire, response.data, 'the channel'));
  }

  async openChannel(request: {
    crmId: string;
    ticketId: string;
    contactId: string;
    phone: string;
    messagingConfigurationId: string | null;
  }): Promise<SmsChannel> {
    const body: CreateSmsChannelBody = {
      ticketId: request.ticketId,
      contactId: request.contactId,
      phone: request.phone,
      messagingConfigurationId: request.messagingConfigurationId,
    };
    const response = await this.http.post(`/TicketUpdate/crm/${seg(request.crmId)}/tickets/createChannel/v2`, body);
    return toChannel(parseWire(smsChannelWire, response.data, 'opening the channel'));
  }

  async history(channelId: string, orderDesc: boolean): Promise<ServerMessage[]> {
    const response = await this.http.get(`/MessagingBoard/channels/${seg(channelId)}/channelHistory`, {
      params: { userOnly: false, orderDesc },
    });
    return parseWire(smsHistoryWire, response.data, 'the message history').items.map(toMessage);
  }

  async send(channelId: string, message: string, clientId: string): Promise<ServerMessage> {
    const body: SendSmsBody = { message, clientId };
    const response = await this.http.post(`/MessagingBoard/channels/${seg(channelId)}/send`, body);
    return toMessage(parseWire(smsMessageWire, response.data, 'sending the message'));
  }

  async configurations(): Promise<MessagingConfiguration[]> {
    const response = await this.http.get('/MessagingConfigurations');
    return parseWire(messagingConfigurationListWire, response.data, 'the messaging configurations');
  }

  async configuration(id: string): Promise<MessagingConfiguration> {
    const response = await this.http.get(`/MessagingConfigurations/${seg(id)}`);
    return parseWire(messagingConfigurationWire, response.data, 'the messaging configuration');
  }

  async templates(channelId?: string): Promise<SmsTemplate[]> {
    const response = await this.http.get('/SmsConversations', { params: channelId ? { channelId } : {} });
    return parseWire(smsTemplateListWire, response.data, 'the message templates');
  }

  async templateVariables(): Promise<TemplateVariable[]> {
    const response = await this.http.get('/SmsConversations/smsTextTemplateVariables');
    return parseWire(smsTemplateVariableListWire, response.data, 'the template variables');
  }

  async isOptedOut(phone: string): Promise<boolean> {
    const body: CheckPhoneNumberBody = { phone };
    const response = await this.http.post('/MessagingPermissions/check-phone-number', body);
    return parseWire(phonePermissionWire, response.data, 'the SMS permission of the number').optedOut;
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

export function toMessage(wire: SmsMessageWire): ServerMessage {
  return {
    id: wire.id,
    direction: wire.direction,
    body: wire.body,
    date: wire.date,
    author: wire.from,
    clientId: wire.clientId,
  };
}
