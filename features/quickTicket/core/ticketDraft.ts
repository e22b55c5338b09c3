import type { QuickTicketSelect } from './cascade';

/** ConnectWise's limits (decision): a summary of 1 to 100 characters, a description up to 5000. */
export const SUMMARY_MAX = 100;
export const DESCRIPTION_MAX = 5000;

/** What the form holds: every select as an id ('' for none), and the texts. */
export type QuickTicketValues = Record<QuickTicketSelect, string> & { summary: string; description: string };

export const EMPTY_VALUES: QuickTicketValues = {
  company: '',
  contact: '',
  agreement: '',
  site: '',
  priority: '',
  board: '',
  status: '',
  type: '',
  subType: '',
  item: '',
  source: '',
  summary: '',
  description: '',
};

/** The ticket to create, with nothing optional left as an empty string. */
export interface CreateTicketRequest {
  companyId: string;
  contactId: string;
  agreementId: string | null;
  siteId: string | null;
  priorityId: string;
  boardId: string;
  statusId: string | null;
  typeId: string | null;
  subTypeId: string | null;
  itemId: string | null;
  sourceId: string | null;
  summary: string;
  description: string;
}

const optional = (id: string) => id.trim() || null;

/** Builds the request from valid form values: optional choices become null, texts are trimmed. */
export function buildCreateTicketRequest(values: QuickTicketValues): CreateTicketRequest {
  return {
    companyId: values.company,
    contactId: values.contact,
    agreementId: optional(values.agreement),
    siteId: optional(values.site),
    priorityId: values.priority,
    boardId: values.board,
    statusId: optional(values.status),
    typeId: optional(values.type),
    subTypeId: optional(values.subType),
    itemId: optional(values.item),
    sourceId: optional(values.source),
    summary: values.summary.trim(),
    description: values.description.trim(),
  };
}
