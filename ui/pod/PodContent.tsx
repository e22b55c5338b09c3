import { Button, Callout, Card, Divider, Intent, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { recordNoun } from '@core/psa/podScreenFor';
import { ticketNumberText } from '@core/psa/ticketNumberText';
import type { PodVariant } from '@core/psa/PsaDescriptor';
import { ContactCard } from '../contact/ContactCard';
import { OtherContacts } from './OtherContacts';
import { FeatureModulesToken } from '../features/FeatureModule';
import { FeatureOutlet } from '../features/FeatureOutlet';
import { contactSignalKey, FeatureSignalsToken } from '../features/FeatureSignals';
import { useService } from '../services/ServiceContext';
import type { PodStore } from './PodStore';
import './pod.css';

export interface PodContentProps {
  store: PodStore;
  /** @default 'pod' */
  variant?: PodVariant;
}

/** The pod's card: loading, the contact, or a clear message (missing record, no contact, PSA error). */
export const PodContent = observer(function PodContent({ store, variant = 'pod' }: PodContentProps) {
  const noun = recordNoun(store.screen);
  const { view, failure } = store;
  // The card embeds End User Verification's page (the shell's default feature) under the contact.
  const verification = useService(FeatureModulesToken).find((m) => m.id === 'endUserVerification');
  // What features say about the contact (End User Verification's standing and failures) goes in its card.
  const signals = useService(FeatureSignalsToken);
  const said =
    view?.contact && store.featureContext.psaId
      ? signals.forContact(contactSignalKey(store.featureContext.psaId, view.contact.id))
      : [];
  return (
    // data-useful-screen marks the first useful screen for scripts/perf/firstScreen.ts.
    <div className={`pod pod--${variant}`} data-useful-screen={store.state === 'ready' ? 'ready' : store.state}>
      <Card className="pod__card">
        <header className="pod__head">
          <span className="pod__psa">{store.descriptor.title}</span>
          {/* No internal ids: the contact's name is the card's heading, the ticket shows its number once. */}
          <span className="pod__what">
            {noun.charAt(0).toUpperCase() + noun.slice(1)}
            {view?.ticket && ` ${ticketNumberText(view.ticket.number)}`}
          </span>
        </header>
        {store.state === 'loading' && (
          <div className="pod__loading" role="status">
            <Spinner size={40} aria-label={`Loading the ${noun}`} />
            <span>Loading the {noun}…</span>
          </div>
        )}
        {store.state === 'failed' && failure && (
          <Callout
            intent={failure.kind === 'error' ? Intent.DANGER : Intent.WARNING}
            title={failure.title}
            role="alert"
          >
            <p>{failure.message}</p>
            {failure.kind === 'error' && <Button text="Try again" onClick={() => void store.reload()} />}
          </Callout>
        )}
        {store.state === 'ready' && view && (
          <>
            {view.contact ? (
              <>
                <ContactCard
                  contact={view.contact}
                  initials={view.initials}
                  tags={said.flatMap((s) => (s.tag ? [s.tag] : []))}
                  alerts={said.flatMap((s) => (s.alert ? [s.alert] : []))}
                  marks={said.flatMap((s) => s.marks ?? [])}
                  actions={
                    verification && (
                      <>
                        <Divider className="pod__divider" />
                        {/* The panel lists the phones and emails (one list) right above its send buttons; the card keeps the history. */}
                        <FeatureOutlet module={verification} pod={store.featureContext} />
                      </>
                    )
                  }
                />
              </>
            ) : (
              <Callout intent={Intent.WARNING} title="This ticket has no contact" role="status">
                <p>
                  {view.company.id
                    ? `Pick one of ${view.company.name || 'the company'}'s contacts below, or find the caller by phone.`
                    : 'Find the caller by phone below, or add a contact to the ticket in the PSA.'}
                </p>
              </Callout>
            )}
            {store.switchError && (
              <Callout intent={Intent.DANGER} title="That contact could not be shown" role="alert">
                <p>{store.switchError}</p>
              </Callout>
            )}
            <OtherContacts store={store} />
          </>
        )}
      </Card>
    </div>
  );
});
