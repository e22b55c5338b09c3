import { Intent, Radio, RadioGroup, Tag } from '@blueprintjs/core';
import { Envelope, MobilePhone } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { itemKey } from './verificationFlow';
import type { VerificationStore } from './VerificationStore';

export interface ItemChooserProps {
  store: VerificationStore;
  disabled: boolean;
}

/** The contact's phones and emails; the chosen one receives the code. */
export const ItemChooser = observer(function ItemChooser({ store, disabled }: ItemChooserProps) {
  const items = store.contact.communicationItems;
  if (items.length === 0) return <p>This contact has no phone number or email address.</p>;
  return (
    <RadioGroup
      className="verification__items"
      label="Send to"
      selectedValue={store.selectedKey ?? undefined}
      onChange={(event) => store.select(event.currentTarget.value)}
      disabled={disabled}
    >
      {items.map((item) => (
        <Radio key={itemKey(item)} value={itemKey(item)}>
          <span className="verification__item">
            {item.type === 'phone' ? <MobilePhone aria-hidden /> : <Envelope aria-hidden />}{' '}
            <span className="verification__item-text">
              {item.name}: <span className="verification__item-value">{store.displayValue(item)}</span>
              {item.isVerified && <> <Tag intent={Intent.SUCCESS} minimal>Verified</Tag></>}
              {store.optedOut.has(item.value) && <> <Tag intent={Intent.WARNING} minimal>Opted out</Tag></>}
            </span>
          </span>
        </Radio>
      ))}
    </RadioGroup>
  );
});
