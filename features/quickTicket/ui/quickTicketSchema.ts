import type * as Yup from 'yup';
import { DESCRIPTION_MAX, SUMMARY_MAX } from '../core/ticketDraft';

/** Spec section 5's message for a required field, verbatim. */
export const REQUIRED_MESSAGE = 'Required';
export const SUMMARY_TOO_LONG = `At most ${SUMMARY_MAX} characters`;
export const DESCRIPTION_TOO_LONG = `At most ${DESCRIPTION_MAX} characters`;

/** Quick Ticket's rules: a summary (1-100 characters), a company, contact, priority and board; the rest optional. */
export function quickTicketSchema(y: typeof Yup) {
  return y.object().shape({
    company: y.string().required(REQUIRED_MESSAGE),
    contact: y.string().required(REQUIRED_MESSAGE),
    agreement: y.string(),
    site: y.string(),
    priority: y.string().required(REQUIRED_MESSAGE),
    board: y.string().required(REQUIRED_MESSAGE),
    status: y.string(),
    type: y.string(),
    subType: y.string(),
    item: y.string(),
    source: y.string(),
    summary: y.string().trim().required(REQUIRED_MESSAGE).max(SUMMARY_MAX, SUMMARY_TOO_LONG),
    description: y.string().max(DESCRIPTION_MAX, DESCRIPTION_TOO_LONG),
  });
}
