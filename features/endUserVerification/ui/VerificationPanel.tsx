import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { Shield } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { type Contact, RealtimeHubToken } from '@features/api/core';
import {
  FeatureHeader,
  StatusTag,
  toneOf,
  useFocusFollowsWork,
  useOptionalService,
  usePageStore,
} from '@features/api/ui';
import { ApprovalStep, OtherApprovals } from './approval/ApprovalStep';
import { CallerRequestSelect } from './CallerRequestSelect';
import { LinkStatus } from './LinkStatus';
import { standingSignal } from './standingSignal';
import type { VerificationContext } from '../core/VerificationContext';
import { CodeEntry } from './CodeEntry';
import { flowAnnouncement } from './flowAnnouncement';
import { ItemChooser } from './ItemChooser';
import { MethodButtons } from './MethodButtons';
import { NoteField } from './NoteField';
import { PushStatus } from './PushStatus';
import { SendStatus } from './SendStatus';
import { StandingBox } from './StandingBox';
import { VerificationHistory } from './VerificationHistory';
import { type VerificationStore, VerificationStoreFactoryToken } from './VerificationStore';
import './verification.css';

export interface VerificationPanelProps {
  /** The contact to verify, as the pod page mapped it. A new object (after onContactChange) is taken in. */
  contact: Contact;
  /** The pod: integration, ticket (null on a contact screen), company, and whether this is the ticket's own contact. */
  context: VerificationContext;
  /** Called with the updated contact whenever a verification is recorded (here or live from the hub). */
  onContactChange?(contact: Contact): void;
  /**
   * Whether the panel shows the contact's standing, failures and history itself; off where the contact
   * card around it already does (the card reads them through FeatureSignals). @default true
   */
  showHistory?: boolean;
}

/**
 * End User Verification for one contact: say what the caller asks for, choose a phone or email, send a
 * code, a link or a push; the result is recorded in the contact's history. A check in progress survives a
 * reload and shows in a second tab. Live: the hub's passes and failures for this contact update the panel
 * (when a hub is bound; otherwise pushes and links are followed by polling).
 */
export const VerificationPanel = observer(function VerificationPanel({
  contact,
  context,
  onContactChange,
  showHistory = true,
}: VerificationPanelProps) {
  const hub = useOptionalService(RealtimeHubToken);
  // The latest callback, without rebuilding the store when the parent passes a new function.
  const changed = useRef(onContactChange);
  useEffect(() => {
    changed.current = onContactChange;
  }, [onContactChange]);
  // Another contact or ticket makes a new store (its own call in progress); a new object for the same contact is taken in.
  const store = usePageStore(
    VerificationStoreFactoryToken,
    { contact, context, live: { hub, onContactChange: (c: Contact) => changed.current?.(c) } },
    [contact.id, context.psaId, context.ticketId],
  );
  useEffect(() => store.setContact(contact), [store, contact]);
  useEffect(() => store.setContext(context), [store, context]);
  const panel = useRef<HTMLElement>(null);
  // The focus moves with the work: the flow's steps, a lock arriving, the approvers loaded (the form's first
  // field can then take it), each try to ask for approval.
  // After a check passed, the record's answer (verified, 1 of 2, held) is the step: the result box takes it.
  const form = store.approval.form;
  const result = store.flow.kind === 'verified' ? (store.standing.standing?.kind ?? null) : null;
  useFocusFollowsWork([store.flow, store.standing.locked, form.approversState, form.tries, result], panel);

  if (store.settingsStore.state === 'failed') return <SettingsFailed store={store} />;

  const flow = store.flow;
  // Shown alone (no card around it): the panel says where the contact stands itself.
  const own = showHistory ? standingSignal(store.standing) : null;
  return (
    <section className="verification" aria-labelledby="verification-title" ref={panel}>
      <div className="verification__inner">
        <FeatureHeader
          id="verification-title"
          icon={<Shield />}
          title="End User Verification"
          // No subject line: the pod's card right above names the contact and the ticket, and at 320 px the
          // code field must stay on the first screen after a wrong code.
          status={
            own?.tag && (
              <StatusTag tone={toneOf(own.tag.intent)} title={own.tag.title}>
                {own.tag.text}
              </StatusTag>
            )
          }
        />
        {own?.alert && (
          <Callout intent={Intent.DANGER} title={own.alert.title} role="alert" compact>
            <p>{own.alert.text}</p>
          </Callout>
        )}

        {store.settingsStore.state === 'loading' ? (
          <Spinner size={24} aria-label="Loading verification settings" />
        ) : (
          <PanelSteps store={store} />
        )}
        {/* One short sentence per state change, for screen readers (the callouts above say it visibly). */}
        <p className="verification__announce" role="status" aria-live="polite">
          {flowAnnouncement(
            flow,
            store.contact.name,
            (item) => store.displayValue(item),
            store.standing.standing?.kind ?? null,
          )}
        </p>
        {showHistory && <VerificationHistory history={store.contact.history} marks={own?.marks ?? []} />}
      </div>
    </section>
  );
});

/** The settings did not load: nothing can be offered, so the panel says so and offers to try again. */
const SettingsFailed = observer(function SettingsFailed({ store }: { store: VerificationStore }) {
  return (
    <Callout intent={Intent.DANGER} title="Verification settings could not be loaded">
      <p>{store.settingsStore.error}</p>
      <Button text="Try again" onClick={() => void store.loadSettings()} />
    </Callout>
  );
});

/** The request, the note, the item and the methods, then the step the flow is at. */
const PanelSteps = observer(function PanelSteps({ store }: { store: VerificationStore }) {
  const flow = store.flow;
  // A check under way or done, or a standing with its own main action: the choices wait.
  const busy = (flow.kind !== 'idle' && flow.kind !== 'optedOut') || store.showsStanding;
  return (
    <>
      <OtherApprovals store={store} />
      <StandingBox store={store} />
      <CallerRequestSelect store={store} disabled={busy} />
      {store.note.needed && !store.showsStanding && <NoteField store={store} />}
      {/* While a code or link is on its way or awaited, the list collapses to where it went; a push or a Teams code goes to the person, not an item. */}
      {(flow.kind === 'sending' || flow.kind === 'codeSent' || flow.kind === 'linkPending') &&
        flow.item.type !== 'teams' && <ItemChooser store={store} collapsed />}
      {!busy && <MethodButtons store={store} />}
      <SendStatus store={store} />
      <CodeEntry store={store} />
      <LinkStatus store={store} />
      <PushStatus store={store} />
      <ApprovalStep store={store} />
    </>
  );
});
