import type { World } from '@features/api/sandbox';
import type { CreateTicketBody, ValueLabelWire } from '../adapters/wire/quickTicketWire';
import { BOARD_TYPES, BOARDS, PRIORITIES, SOURCES, agreementsOf, sitesOf, statusesOf } from './quickTicketCatalog';

const SUMMARY_MAX = 100;
const DESCRIPTION_MAX = 5000;

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const optionalId = (value: unknown) => value === null || value === undefined || isId(value);

/** What ConnectWise would refuse in a new ticket, as one message; null when it may be created. */
export function validateTicket(
  world: World,
  body: Partial<CreateTicketBody>,
  company: ValueLabelWire,
  seeded: boolean,
): string | null {
  const summary = typeof body.summary === 'string' ? body.summary.trim() : '';
  if (!summary) return 'A summary is required.';
  if (summary.length > SUMMARY_MAX) return `The summary is longer than ${SUMMARY_MAX} characters.`;
  if (typeof body.initialDescription === 'string' && body.initialDescription.length > DESCRIPTION_MAX)
    return `The description is longer than ${DESCRIPTION_MAX} characters.`;
  if (!world.contacts.some((ct) => ct.id === body.contactId && ct.companyId === company.value))
    return `Choose a contact of ${company.label}.`;
  if (body.agreementId && !agreementsOf(company, seeded).some((a) => a.value === body.agreementId))
    return 'This agreement does not belong to the company.';
  if (body.siteId && !sitesOf(company).some((s) => s.value === body.siteId))
    return 'This site does not belong to the company.';
  return boardRefusal(body);
}

/** What ConnectWise would refuse in the ticket's priority, board and board choices; null when they fit together. */
function boardRefusal(body: Partial<CreateTicketBody>): string | null {
  if (!PRIORITIES.some((p) => p.value === body.priorityId)) return 'Choose a priority.';
  if (!isId(body.boardId) || !BOARDS.some((b) => b.id === body.boardId)) return 'Choose a service board.';
  const { statusId, typeId, subTypeId, itemId, sourceId } = body;
  if (![statusId, typeId, subTypeId, itemId, sourceId].every(optionalId)) return 'Board choices must be ids.';
  const board = BOARD_TYPES[body.boardId]!;
  if (statusId != null && !statusesOf(body.boardId).some((s) => s.id === statusId))
    return 'This status does not belong to the board.';
  if (typeId != null && !board.boardTypes.some((t) => t.id === typeId))
    return 'This type does not belong to the board.';
  if (
    subTypeId != null &&
    !board.boardSubTypes.some((s) => s.id === subTypeId && typeId != null && s.typeAssociationIds.includes(typeId))
  )
    return 'This subtype does not apply to the type.';
  if (
    itemId != null &&
    !board.items.some((i) => i.id === itemId && subTypeId != null && i.subTypeAssociationIds.includes(subTypeId))
  )
    return 'This item does not apply to the subtype.';
  if (sourceId != null && !SOURCES.some((s) => s.id === sourceId)) return 'Unknown source.';
  return null;
}
