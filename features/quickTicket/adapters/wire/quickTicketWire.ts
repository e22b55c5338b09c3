import { array, number, object, string } from 'yup';

/**
 * Quick Ticket's wire contract (spec sections 3 and 7). Value/label lookups: companies, agreements,
 * sites, contacts, priorities. Id/name lookups: service boards, board statuses, sources. Board types
 * (decision, the spec shows only the names): one answer per board with its types, its subtypes
 * (typeAssociationIds: the types each applies to) and its items (subTypeAssociationIds: the subtypes
 * each applies to).
 */
export interface ValueLabelWire {
  value: string;
  label: string;
}

export interface IdNameWire {
  id: number;
  name: string;
}

export interface BoardSubTypeWire extends IdNameWire {
  typeAssociationIds: number[];
}

export interface BoardItemWire extends IdNameWire {
  subTypeAssociationIds: number[];
}

export interface BoardTypesWire {
  boardTypes: IdNameWire[];
  boardSubTypes: BoardSubTypeWire[];
  items: BoardItemWire[];
}

/** POST /TicketCreate/{psaId}/connectwise/createTicket (decision: the spec does not show it). */
export interface CreateTicketBody {
  companyId: string;
  contactId: string;
  agreementId: string | null;
  siteId: string | null;
  priorityId: string;
  boardId: number;
  statusId: number | null;
  typeId: number | null;
  subTypeId: number | null;
  itemId: number | null;
  sourceId: number | null;
  summary: string;
  initialDescription: string;
}

/** The created ticket: its id, the number technicians know it by, and where to open it. */
export interface CreatedTicketWire {
  id: string;
  number: string;
  summary: string;
  link: string;
}

const idName = object({ id: number().integer().required(), name: string().required() });
const ids = array().of(number().integer().required()).required();

export const valueLabelListWire = array()
  .of(object({ value: string().required(), label: string().defined().default('') }).required())
  .required();
export const idNameListWire = array().of(idName.required()).required();
export const boardTypesWire = object({
  boardTypes: array().of(idName.required()).required(),
  boardSubTypes: array()
    .of(idName.shape({ typeAssociationIds: ids }).required())
    .required(),
  items: array()
    .of(idName.shape({ subTypeAssociationIds: ids }).required())
    .required(),
});
export const createdTicketWire = object({
  id: string().required(),
  number: string().required(),
  summary: string().defined(),
  link: string().defined(),
});
