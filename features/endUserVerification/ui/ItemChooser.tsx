import { Radio, RadioGroup } from '@blueprintjs/core';
import { fullTimeText, timeText, type CommunicationItem } from '@features/api/core';
import { Envelope, MobilePhone, Phone } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { BreakableValue, StatusTag } from '@features/api/ui';
import { isMobile, SMS_REFUSAL_TAGS } from '../core/smsReach';
import { itemKey } from './verificationFlow';
import type { VerificationStore } from './VerificationStore';

export interface ItemChooserProps {
  store: VerificationStore;
  /** While a code or push is in flight or done: the list collapses to the chosen item. */
  collapsed: boolean;
}

/** Green only for the item a verification of this call proved; otherwise how long ago it last was, in neutral. */
const ItemStandingTag = observer(function ItemStandingTag({
  store,
  item,
}: {
  store: VerificationStore;
  item: CommunicationItem;
}) {
  const standing = store.standing.itemStanding(item);
  if (!standing || standing.kind === 'never') return null;
  if (standing.kind === 'verified')
    return (
      <>
        {' '}
        <StatusTag tone="success">Verified</StatusTag>
      </>
    );
  if (standing.kind === 'partial')
    return (
      <>
        {' '}
        <StatusTag tone="warning">1 of 2 methods</StatusTag>
      </>
    );
  if (standing.kind === 'undated')
    return (
      <>
        {' '}
        <StatusTag tone="neutral">Verified before</StatusTag>
      </>
    );
  const at = Date.parse(standing.last.date);
  return (
    <>
      {' '}
      <StatusTag tone="neutral" title={fullTimeText(at)}>
        Last verified {timeText(at, store.standing.now)}
      </StatusTag>
    </>
  );
});

/** Why no code may be texted here (opted out, a shared line, a landline): a word on the item itself. */
const RefusalTag = observer(function RefusalTag({
  store,
  item,
}: {
  store: VerificationStore;
  item: CommunicationItem;
}) {
  const refusal = store.smsRefusal(item);
  if (!refusal) return null;
  return (
    <>
      {' '}
      <StatusTag tone={refusal === 'landline' || refusal === 'fax' ? 'neutral' : 'warning'}>
        {SMS_REFUSAL_TAGS[refusal]}
      </StatusTag>
    </>
  );
});

/**
 * The contact's phones and emails, the one list of them in the pod: each with its standing for this
 * call and why no code may be texted there; the chosen one receives the code or link (the buttons above).
 */
export const ItemChooser = observer(function ItemChooser({ store, collapsed }: ItemChooserProps) {
  const items = store.contact.communicationItems;
  if (items.length === 0)
    return <p className="verification__muted">This contact has no phone number or email address.</p>;
  const chosen = store.selectedItem;
  if (collapsed) {
    if (!chosen) return null;
    return (
      <p className="verification__chosen">
        <span className="verification__muted">To </span>
        <ItemLabel store={store} item={chosen} />
      </p>
    );
  }
  return (
    <RadioGroup
      className="verification__items"
      label="Send the code or link to"
      selectedValue={store.selectedKey ?? undefined}
      onChange={(event) => store.select(event.currentTarget.value)}
    >
      {items.map((item) => (
        <Radio key={itemKey(item)} value={itemKey(item)} className="verification__item-radio">
          <ItemLabel store={store} item={item} />
        </Radio>
      ))}
    </RadioGroup>
  );
});

const ItemLabel = observer(function ItemLabel({ store, item }: { store: VerificationStore; item: CommunicationItem }) {
  const icon =
    item.type === 'email' ? (
      <Envelope aria-hidden />
    ) : isMobile(item, store.contact) ? (
      <MobilePhone aria-hidden />
    ) : (
      <Phone aria-hidden />
    );
  return (
    <span className="verification__item">
      {icon}
      <span className="verification__item-text">
        <span className="verification__item-name">{item.name}: </span>
        <span className="verification__item-value">
          <BreakableValue value={store.displayValue(item)} />
        </span>
        <ItemStandingTag store={store} item={item} />
        <RefusalTag store={store} item={item} />
      </span>
    </span>
  );
});
