import { psaTypesThatSupport, type SandboxState, type World } from '@features/api/sandbox';
import type { BoardTypesWire, CreateTicketBody, IdNameWire, ValueLabelWire } from '../adapters/wire/quickTicketWire';

/** Extra ConnectWise companies (no contacts), so the company select is a long list to search. */
export const EXTRA_COMPANIES = 240;

/** Priorities in the order ConnectWise answers them (not sorted: the SPA sorts by label). */
export const PRIORITIES: ValueLabelWire[] = [
  { value: '3', label: 'Priority 3 - Normal Response' },
  { value: '1', label: 'Priority 1 - Emergency Response' },
  { value: '5', label: 'Priority 5 - Planning' },
  { value: '2', label: 'Priority 2 - Quick Response' },
  { value: '4', label: 'Priority 4 - Schedule Maintenance' },
];

/** Service boards, unsorted (the SPA sorts by name). */
export const BOARDS: IdNameWire[] = [
  { id: 1, name: 'Service Desk' },
  { id: 3, name: 'Escalations' },
  { id: 2, name: 'Projects' },
];

export const SOURCES: IdNameWire[] = [
  { id: 4, name: 'Phone' },
  { id: 2, name: 'Email' },
  { id: 1, name: 'Portal' },
  { id: 3, name: 'Walk-in' },
];

const STATUS_NAMES = ['New', 'In Progress', 'Waiting on Client', 'Completed'];

/** Each board's statuses (ids board*10+n), in ConnectWise's order (unsorted). */
export function statusesOf(boardId: number): IdNameWire[] {
  return STATUS_NAMES.map((name, i) => ({ id: boardId * 10 + i + 1, name })).reverse();
}

/** Types, subtypes (typeAssociationIds) and items (subTypeAssociationIds) per board. */
export const BOARD_TYPES: Record<number, BoardTypesWire> = {
  1: {
    boardTypes: [
      { id: 101, name: 'Hardware' },
      { id: 102, name: 'Software' },
      { id: 103, name: 'Network' },
    ],
    boardSubTypes: [
      { id: 201, name: 'Laptop', typeAssociationIds: [101] },
      { id: 202, name: 'Printer', typeAssociationIds: [101] },
      { id: 203, name: 'Email', typeAssociationIds: [102, 103] },
      { id: 204, name: 'Office apps', typeAssociationIds: [102] },
      { id: 205, name: 'VPN', typeAssociationIds: [103] },
      { id: 206, name: 'Wi-Fi', typeAssociationIds: [103] },
    ],
    items: [
      { id: 301, name: 'Will not start', subTypeAssociationIds: [201] },
      { id: 302, name: 'Broken screen', subTypeAssociationIds: [201] },
      { id: 303, name: 'Paper jam', subTypeAssociationIds: [202] },
      { id: 304, name: 'Cannot send', subTypeAssociationIds: [203] },
      { id: 305, name: 'Install or update', subTypeAssociationIds: [204] },
      { id: 306, name: 'Cannot connect', subTypeAssociationIds: [205, 206] },
    ],
  },
  2: {
    boardTypes: [{ id: 111, name: 'Implementation' }],
    boardSubTypes: [{ id: 211, name: 'Migration', typeAssociationIds: [111] }],
    items: [{ id: 311, name: 'Mailbox move', subTypeAssociationIds: [211] }],
  },
  3: { boardTypes: [], boardSubTypes: [], items: [] },
};

/** A ticket created through Quick Ticket, with every choice (GET /__sandbox/quick-tickets). */
export interface QuickTicketRecord extends CreateTicketBody {
  ticketId: string;
  number: string;
  psaId: string;
  createdBy: string;
  createdAt: string;
}

export interface QuickTicketCatalog {
  /** Companies per ConnectWise psaId: the world's, then the extra ones. */
  companies: Map<string, ValueLabelWire[]>;
  created: QuickTicketRecord[];
}

export function catalogOf(state: SandboxState): QuickTicketCatalog {
  return state.slot('quickTicket', seedCatalog);
}

function seedCatalog(world: World): QuickTicketCatalog {
  const companies = new Map<string, ValueLabelWire[]>();
  const types = psaTypesThatSupport('quickTicket');
  for (const psa of world.psas.filter((p) => types.includes(p.type))) {
    const own = world.companies.filter((co) => co.psaId === psa.psaId).map((co) => ({ value: co.id, label: co.name }));
    const extra = Array.from({ length: EXTRA_COMPANIES }, (_, i) => {
      const n = String(i + 1).padStart(3, '0');
      return { value: `${psa.psaId}-x${n}`, label: `Client ${n} Holdings` };
    });
    companies.set(psa.psaId, [...own, ...extra]);
  }
  return { companies, created: [] };
}

/** Agreements of a company: two for a seeded company, one for an extra one. */
export function agreementsOf(company: ValueLabelWire, seeded: boolean): ValueLabelWire[] {
  const base = [{ value: `${company.value}-ag1`, label: `Managed services (${company.label})` }];
  return seeded ? [...base, { value: `${company.value}-ag2`, label: 'Block hours' }] : base;
}

export function sitesOf(company: ValueLabelWire): ValueLabelWire[] {
  return [
    { value: `${company.value}-site1`, label: 'Main office' },
    { value: `${company.value}-site2`, label: 'Branch office' },
  ];
}
