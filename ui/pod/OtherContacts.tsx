import { Button, Collapse } from '@blueprintjs/core';
import { People } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { ContactDirectoryToken } from '@core/contact/ContactDirectory';
import type { PodStore } from './PodStore';
import { useService } from '../services/ServiceContext';
import { CompanyContacts } from '../contact/CompanyContacts';
import { PhoneLookup } from '../contact/PhoneLookup';

export interface OtherContactsProps {
  store: PodStore;
}

/**
 * Switching to another contact: the company's list and a phone search. Open from the start when
 * the ticket has no contact; on ConnectWise tickets the pick is saved to the ticket.
 */
export const OtherContacts = observer(function OtherContacts({ store }: OtherContactsProps) {
  // The phone lookup still takes the directory itself (one request per submitted number).
  const directory = useService(ContactDirectoryToken);
  const view = store.view;
  const hasContact = !!view?.contact;
  const [open, setOpen] = useState(!hasContact);
  const companyId = view?.contact?.companyId || view?.company.id || '';
  const pick = ({ id }: { id: string }) => void store.showContact(id);
  // Opened by the technician at the bottom of a 320 px pod: bring the list up into view.
  const toggle = useRef<HTMLButtonElement>(null);
  const opened = useRef(open);
  useEffect(() => {
    if (open && !opened.current) toggle.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    opened.current = open;
  }, [open]);

  return (
    <div className="other-contacts">
      {hasContact && (
        <Button
          ref={toggle}
          icon={<People />}
          variant="minimal"
          aria-expanded={open}
          text={
            open ? 'Hide other contacts' : store.savesToTicket ? 'Change the ticket contact' : 'Show another contact'
          }
          onClick={() => setOpen(!open)}
        />
      )}
      <Collapse isOpen={open} keepChildrenMounted={false}>
        <div className="other-contacts__body">
          {store.savesToTicket && (
            <p className="contact-card__muted">
              The contact you pick becomes this ticket's contact in {store.descriptor.title}.
            </p>
          )}
          {companyId && (
            <CompanyContacts
              psaId={store.psaId}
              companyId={companyId}
              onPick={pick}
              currentId={view?.contact?.id}
              busy={store.switching}
            />
          )}
          <PhoneLookup directory={directory} psaId={store.psaId} onPick={pick} busy={store.switching} />
        </div>
      </Collapse>
    </div>
  );
});
