import type { FeaturePodContext } from '@core/features/FeaturePodContext';
import type { HubEvent } from '@core/realtime/HubEvent';
import { FakeRealtimeHub } from '@core/testing/FakeRealtimeHub';
import { featureNotices, type FeatureModule } from '../features/FeatureModule';
import { FeatureNoticeCounts } from './FeatureNoticeCounts';

interface Reply {
  id: string;
  chat: string;
}
const ReplyEvent = { name: 'MessagingSmsToChannel', parse: (payload: unknown) => payload as Reply } as HubEvent<Reply>;
const RequestEvent = {
  name: 'PsaTechVerificationSmsRequest',
  parse: (payload: unknown) => payload as { id: string },
} as HubEvent<{ id: string }>;

const featureModule = (id: FeatureModule['id'], notices: FeatureModule['notices']): FeatureModule => ({
  id,
  title: id,
  icon: () => null,
  gate: { psas: 'all', screens: ['ticket'], plans: ['Pro'] },
  notices,
  load: () => Promise.reject(new Error('not here')),
});
const chats = featureModule(
  'msTeamsChats',
  featureNotices({ event: ReplyEvent, counts: () => true, key: (r) => r.id, conversation: (r) => r.chat }),
);
const requests = featureModule(
  'technicianVerification',
  featureNotices({ event: RequestEvent, counts: () => true, key: (r) => r.id }),
);
const pod = { ready: true } as FeaturePodContext;

function watching(page: { current: string }) {
  const hub = new FakeRealtimeHub();
  const counts = new FeatureNoticeCounts();
  counts.watch(hub, [chats, requests], () => ({ page: page.current, pod }));
  const reply = (id: string, chat: string) => hub.emit('MessagingSmsToChannel', { id, chat } as never);
  const request = (id: string) => hub.emit('PsaTechVerificationSmsRequest', { id } as never);
  return { counts, reply, request };
}

describe('FeatureNoticeCounts: unread counts on the sidebar', () => {
  it("a conversation's messages count unless it is on screen, and go when it shows; the same message counts once", () => {
    const page = { current: 'home' };
    const { counts, reply } = watching(page);
    reply('m1', 'a');
    reply('m1', 'a');
    reply('m2', 'b');
    expect(counts.countOf('msTeamsChats')).toBe(2);

    page.current = 'msTeamsChats';
    counts.pageShown('msTeamsChats'); // the page alone does not show a conversation
    expect(counts.countOf('msTeamsChats')).toBe(2);
    counts.showing('msTeamsChats', 'a');
    expect(counts.countOf('msTeamsChats')).toBe(1);
    reply('m3', 'a'); // on screen
    reply('m4', 'b'); // on the page, not on screen
    expect(counts.countOf('msTeamsChats')).toBe(2);

    counts.showing('msTeamsChats', null); // the page left
    page.current = 'home';
    reply('m5', 'a');
    expect(counts.countOf('msTeamsChats')).toBe(3);
    counts.showing('msTeamsChats', 'b');
    expect(counts.countOf('msTeamsChats')).toBe(1);
  });

  it("a feature's notices without a conversation count while another page is open and go when its page opens", () => {
    const page = { current: 'smsMessaging' };
    const { counts, request } = watching(page);
    request('r1');
    request('r2');
    expect(counts.countOf('technicianVerification')).toBe(2);
    page.current = 'technicianVerification';
    counts.pageShown('technicianVerification');
    request('r3');
    expect(counts.countOf('technicianVerification')).toBe(0);
  });

  it("a message from a feature's own feed counts unless its conversation shows, once per key", () => {
    const { counts } = watching({ current: 'home' });
    counts.arrived('clientPortalChats', 'chat-1', 'm1');
    counts.arrived('clientPortalChats', 'chat-1', 'm1');
    counts.showing('clientPortalChats', 'chat-2');
    counts.arrived('clientPortalChats', 'chat-2', 'm2');
    expect(counts.countOf('clientPortalChats')).toBe(1);
    counts.showing('clientPortalChats', 'chat-1');
    expect(counts.countOf('clientPortalChats')).toBe(0);
  });
});
