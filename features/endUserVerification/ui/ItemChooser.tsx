import { Intent, Radio, RadioGroup, Tag } from '@blueprintjs/core';
import { Envelope, MobilePhone, Phone } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import type { CommunicationItem } from '../../../core/contact/Contact';
import { BreakableValue } from '../../../ui/contact/BreakableValue';
import { isMobile } from '../core/smsReach';
import { itemKey } from './verificationFlow';
import type { VerificationStore } from './VerificationStore';

export interface ItemChooserProps {
  store: VerificationStore;
  /** While a code or push is in flight or done: the list collapses to the chosen item. */
  collapsed: boolean;
}

/**
 * The contact's phones and emails, the one list of them in the pod: each with its verified and
 * opt-out state; the chosen one receives the code (the send buttons sit right under it).
 */
export const ItemChooser = observer(function ItemChooser({ store, collapsed }: ItemChooserProps) {
  const items = store.contact.communicationItems;
  if (items.length === 0) return <p className="verification__muted">This contact has no phone number or email address.</p>;
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
      label="Send the code to"
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
  const icon = item.type === 'email' ? <Envelope aria-hidden /> : isMobile(item, store.contact) ? <MobilePhone aria-hidden /> : <Phone aria-hidden />;
  return (
    <span className="verification__item">
      {icon}
      <span className="verification__item-text">
        <span className="verification__item-name">{item.name}: </span>
        <span className="verification__item-value">
          <BreakableValue value={store.displayValue(item)} />
        </span>
        {item.isVerified && <> <Tag intent={Intent.SUCCESS} minimal>Verified</Tag></>}
        {store.isOptedOut(item) && <> <Tag intent={Intent.WARNING} minimal>Opted out of SMS</Tag></>}
      </span>
    </span>
  );
});
