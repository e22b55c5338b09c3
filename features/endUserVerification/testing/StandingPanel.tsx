import { useState } from 'react';
import { StoryServices } from '@storybook-host/StoryServices';
import { storySandbox } from '@storybook-host/storySandbox';
import type { Contact, HistoryEntry } from '@features/api/core';
import { ContactMother } from '@core/testing/ContactMother';
import { bindFeatureOnce } from '@features/api/testing';
import { verificationBindings } from '../bindings';
import type { VerificationContext } from '../core/VerificationContext';
import { VerificationPanel } from '../ui/VerificationPanel';

/** Who the standing's story opens on: Bob on his ticket 1002, or Dan (opted out of texts) on his ticket 1004. */
export interface StandingPanelProps {
  who: 'bob' | 'dan';
  width: 320 | 1280;
  theme?: 'light' | 'dark';
}

const TICKETS = { bob: '1002', dan: '1004' } as const;

type SeededEntry = (typeof storySandbox.state.world.contacts)[number]['history'][number];

/** The contact as the pod record has it: the seeded one, with the history the story's sandbox has on record. */
function contactOf(who: StandingPanelProps['who']): Contact {
  const contact = ContactMother[who]();
  const seeded = storySandbox.state.world.contacts.find((c) => c.id === contact.id);
  return { ...contact, history: (seeded?.history ?? []).map(historyEntryOf) };
}

/** A seeded history line as the pod record maps it (what the panel reads of it; the call's record says the rest). */
function historyEntryOf({
  request: _request,
  approval: _approval,
  approvedBy: _by,
  ...entry
}: SeededEntry): HistoryEntry {
  return entry;
}

/**
 * Tess Tech's verification panel on a ticket of Contoso Dental (Acme's ConnectWise), reading what the story's
 * sandbox has on record: the host of the standing stories, at 320 px or in the pod card's 960 px column at 1280.
 */
export function StandingPanel({ who, width, theme }: StandingPanelProps) {
  const [contact, setContact] = useState<Contact>(() => contactOf(who));
  const context: VerificationContext = {
    psaId: 'acme-cw',
    ticketId: TICKETS[who],
    companyId: 'acme-cw-co1',
    isTicketContact: true,
  };
  return (
    <StoryServices
      width={width}
      theme={theme}
      configure={(container) => bindFeatureOnce(container, 'endUserVerification', verificationBindings)}
    >
      <div style={width === 1280 ? { maxWidth: 960, margin: '0 auto' } : undefined}>
        <VerificationPanel contact={contact} context={context} onContactChange={setContact} />
      </div>
    </StoryServices>
  );
}
