import { usePageStore } from '../common/usePageStore';
import { ContactPicker, type ContactPickerProps } from './ContactPicker';
import { ContactPickerStoreFactoryToken } from './ContactPickerStore';

export interface CompanyContactsProps extends Omit<ContactPickerProps, 'store'> {
  psaId: string;
  companyId: string;
}

/** One company's contacts to pick from: its own store, a new one when the company changes. */
export function CompanyContacts({ psaId, companyId, ...picker }: CompanyContactsProps) {
  const store = usePageStore(ContactPickerStoreFactoryToken, { psaId, companyId }, [psaId, companyId]);
  return <ContactPicker store={store} {...picker} />;
}
