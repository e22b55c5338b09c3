import { ForwardingRealtime } from '@features/api/sandbox';
import { useState } from 'react';
import { StoryServices } from '@storybook-host/StoryServices';
import { storySandbox } from '@storybook-host/storySandbox';
import { type Contact, RealtimeHubToken } from '@features/api/core';
import { ContactMother } from '@core/testing/ContactMother';
import { FakeRealtimeHub } from '@core/testing/FakeRealtimeHub';
import { bindFeatureOnce } from '@features/api/testing';
import { verificationBindings } from '../bindings';
import { seedCall } from '../sandbox/calls/seedCall';
import type { VerificationContext } from '../core/VerificationContext';
import { VerificationPanel } from '../ui/VerificationPanel';

/** The verification panel as the pod mounts it, for stories: the props, the sandbox's outbox, the live hub. */
export interface PanelStoryProps {
  /** Which seeded contact (acme-cw, Contoso Dental); `freshBob`: Bob verified by SMS 12 minutes ago. */
  who: 'alice' | 'bob' | 'dan' | 'freshBob';
  /** False: verifying someone other than the ticket's contact (a note is required). */
  isTicketContact: boolean;
  width?: number;
  theme?: 'light' | 'dark';
  /** Carry the sandbox's hub events to the panel (live updates). */
  live?: boolean;
  /** Another ticket than the contact's own (with isTicketContact false: verifying someone else). */
  ticketId?: string;
}

const TICKETS = { alice: '1001', bob: '1002', dan: '1004', freshBob: '1002' } as const;

/** Bob, verified by SMS on this ticket by Tess twelve minutes before the story opens (the story's clock is the real one). */
function freshBob(): Contact {
  const bob = ContactMother.bob();
  const date = new Date(Date.now() - 12 * 60_000).toISOString();
  return {
    ...bob,
    history: [
      {
        date,
        item: '0555 010 2002',
        type: 'SMS',
        inspector: 'Tess Tech',
        notes: '',
        isRevoked: false,
        ticketId: '1002',
        ticketNumber: 'T1002',
        inspectorId: 'u-tech',
      },
    ],
  };
}

/** Tess's call on Bob's ticket verified by SMS 12 minutes before the story opens, on the sandbox's record. */
export function freshBobOnRecord() {
  return async () => {
    seedCall(storySandbox.state, {
      callId: 'call-fresh-bob',
      contactId: 'acme-cw-co1-ct2',
      ticketId: '1002',
      passed: [{ validationType: 'SMS', value: '0555 010 2002', minutesAgo: 12 }],
    });
    return {};
  };
}

/** The hub of the live story: the in-browser sandbox publishes to it (set up by that story's loader). */
export const liveHub = new FakeRealtimeHub();

export function carrySandboxEventsToLiveHub() {
  return async () => {
    storySandbox.state.realtime = new ForwardingRealtime((_tenant, target, payload) => liveHub.emit(target, payload));
    return {};
  };
}

/** The panel as the pod page will mount it: it owns the contact state it reports upward. */
export function PanelStory({ who, isTicketContact, width, theme, live, ticketId }: PanelStoryProps) {
  const [contact, setContact] = useState<Contact>(() => (who === 'freshBob' ? freshBob() : ContactMother[who]()));
  const context: VerificationContext = {
    psaId: 'acme-cw',
    ticketId: ticketId ?? TICKETS[who],
    companyId: 'acme-cw-co1',
    isTicketContact,
  };
  return (
    <StoryServices
      width={width}
      theme={theme}
      configure={(container) => {
        bindFeatureOnce(container, 'endUserVerification', verificationBindings); // the panel alone: no page load binds them
        if (live) container.rebind(RealtimeHubToken).toConstantValue(liveHub);
      }}
    >
      <VerificationPanel contact={contact} context={context} onContactChange={setContact} />
    </StoryServices>
  );
}

export interface OutboxRow {
  id: string;
  code: string | null;
}

/** The console's outbox, as the person playing the caller reads it. */
export async function latestSend(): Promise<OutboxRow> {
  const rows = (await (await fetch('/__sandbox/outbox')).json()) as OutboxRow[];
  if (!rows[0]) throw new Error('The outbox is empty.');
  return rows[0];
}
