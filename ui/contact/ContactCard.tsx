import { Callout, H3, Intent } from '@blueprintjs/core';
import { Envelope, MobilePhone, Phone } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import type { Contact } from '@core/contact/Contact';
import { isMobile } from '@core/contact/phoneKind';
import { BreakableValue } from './BreakableValue';
import { FormattedPhone } from './FormattedPhone';
import { HistoryList } from './HistoryList';
import { optedStatusLabel } from './optedStatusLabel';
import type { HistoryMark, SignalAlert, SignalTag } from '../features/FeatureSignals';
import { StatusTag, toneOf } from '../kit/StatusTag';

export interface ContactCardProps {
  contact: Contact;
  /** Two letters for the avatar. */
  initials: string;
  /**
   * What the pod does with this contact (the verification panel), shown between the card's head and
   * the history. The panel lists the phones and emails itself, so with actions the card does not:
   * one list, where choosing an item and sending are in one place.
   */
  actions?: ReactNode;
  /**
   * Tags features put in the head (End User Verification's "Verified 12 min ago"): the card itself never
   * says "Verified", since a verification is about a call, not a property of the person. @default none
   */
  tags?: readonly SignalTag[];
  /** Callouts features put at the top (repeated failed verifications). @default none */
  alerts?: readonly SignalAlert[];
  /** Tags features put beside history entries (the checks that hold for this call). @default none */
  marks?: readonly HistoryMark[];
}

const INTENTS = { success: Intent.SUCCESS, warning: Intent.WARNING, danger: Intent.DANGER, none: Intent.NONE } as const;

/**
 * The record's contact (spec section 3): what features say about it (alerts on top, tags in the head),
 * name, company, initials, opted status, each phone and email (unless the actions list them), and the
 * verification history, newest first.
 */
export function ContactCard({ contact, initials, actions, tags = [], alerts = [], marks = [] }: ContactCardProps) {
  const hasPhone = !!contact.phone || contact.communicationItems.some((item) => item.type === 'phone');
  return (
    <section className="contact-card" aria-labelledby="contact-card-name">
      {alerts.map((alert) => (
        <Callout
          key={alert.title}
          intent={INTENTS[alert.intent]}
          title={alert.title}
          role="alert"
          compact
          className="contact-card__alert"
        >
          <p>{alert.text}</p>
        </Callout>
      ))}
      <header className="contact-card__head">
        <span className="contact-card__avatar" aria-hidden="true">
          {initials}
        </span>
        <div className="contact-card__who">
          <H3 id="contact-card-name" className="contact-card__name">
            {contact.name}
          </H3>
          <span className="contact-card__company">{contact.companyName || 'No company'}</span>
        </div>
        <div className="contact-card__tags">
          {tags.map((tag) => (
            <StatusTag key={tag.text} tone={toneOf(tag.intent)} title={tag.title}>
              {tag.text}
            </StatusTag>
          ))}
          {/* An SMS opt-in means nothing for a contact nobody can text. */}
          {hasPhone && (
            <StatusTag tone={contact.optedStatus === 'OptedOut' ? 'warning' : 'neutral'}>
              {optedStatusLabel(contact.optedStatus)}
            </StatusTag>
          )}
        </div>
      </header>
      {actions ?? <ContactItems contact={contact} />}
      {!hasPhone && (
        <p className="contact-card__empty">This contact has no phone number: SMS verification is not possible.</p>
      )}
      <h4 className="contact-card__section">Verification history</h4>
      <HistoryList entries={contact.history} marks={marks} />
    </section>
  );
}

function ContactItems({ contact }: { contact: Contact }) {
  return (
    <>
      <h4 className="contact-card__section">Phone and email</h4>
      {contact.communicationItems.length === 0 ? (
        <p className="contact-card__empty">No phone number or email address on record.</p>
      ) : (
        <ul className="contact-card__items" aria-label="Phone numbers and email addresses">
          {contact.communicationItems.map((item, index) => (
            <li key={`${item.type}-${item.value}-${index}`} className="contact-card__item">
              {item.type === 'email' ? (
                <Envelope aria-hidden="true" />
              ) : isMobile(item, contact) ? (
                <MobilePhone aria-hidden="true" />
              ) : (
                <Phone aria-hidden="true" />
              )}
              <span className="contact-card__item-name">{item.name}</span>
              <span className="contact-card__item-value">
                {item.type === 'phone' ? <FormattedPhone value={item.value} /> : <BreakableValue value={item.value} />}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
