import { array, object, string } from 'yup';

/** A contact in GET /TicketCreate/{psaId}/contacts/v2 and POST /PsaContacts/contacts/checkByPhone (value/label, spec section 3). */
export interface ContactOptionWire {
  value: string;
  label: string;
}

export const contactOptionListWire = array()
  .of(object({ value: string().required(), label: string().defined().default('') }).required())
  .required();

/** The body of POST /ConnectWisePod/saveToContact. */
export interface SaveToContactWire {
  psaId: string;
  ticketId: string;
  contactId: string;
}

/** The body of POST /PsaContacts/contacts/checkByPhone. */
export interface CheckByPhoneWire {
  psaId: string;
  phone: string;
}
