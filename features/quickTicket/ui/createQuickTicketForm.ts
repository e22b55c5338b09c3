import MobxReactForm from 'mobx-react-form';
import yupPlugin from 'mobx-react-form/lib/validators/YUP';
import * as yup from 'yup';
import { EMPTY_VALUES } from '../core/ticketDraft';
import { quickTicketSchema } from './quickTicketSchema';

export const QUICK_TICKET_LABELS = {
  company: 'Company',
  contact: 'Contact',
  agreement: 'Agreement',
  site: 'Site',
  priority: 'Priority',
  board: 'Service board',
  status: 'Status',
  type: 'Type',
  subType: 'Subtype',
  item: 'Item',
  source: 'Source',
  summary: 'Summary',
  description: 'Description',
} as const;

export type QuickTicketField = keyof typeof QUICK_TICKET_LABELS;

/** The Quick Ticket form: validated on change and on blur (spec section 5). */
export function createQuickTicketForm() {
  return new MobxReactForm(
    {
      fields: Object.keys(QUICK_TICKET_LABELS),
      labels: QUICK_TICKET_LABELS,
      values: EMPTY_VALUES,
    },
    {
      plugins: { yup: yupPlugin({ package: yup, schema: quickTicketSchema }) },
      options: {
        validateOnInit: true,
        showErrorsOnInit: false,
        validateOnChange: true,
        validateOnBlur: true,
        showErrorsOnChange: true,
        showErrorsOnBlur: true,
      },
    },
  );
}

export type QuickTicketFormModel = ReturnType<typeof createQuickTicketForm>;
