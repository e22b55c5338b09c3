import { itemsFor, keepIfOffered, resetsFor, subTypesFor } from './cascade';
import type { BoardTypes } from './QuickTicketLookups';
import { sortByLabel } from './sortOptions';
import { buildCreateTicketRequest, EMPTY_VALUES } from './ticketDraft';

const board: BoardTypes = {
  types: [
    { id: '101', label: 'Hardware' },
    { id: '103', label: 'Network' },
  ],
  subTypes: [
    { id: '201', label: 'Laptop', typeIds: ['101'] },
    { id: '203', label: 'Email', typeIds: ['101', '103'] },
    { id: '205', label: 'VPN', typeIds: ['103'] },
  ],
  items: [
    { id: '301', label: 'Will not start', subTypeIds: ['201'] },
    { id: '306', label: 'Cannot connect', subTypeIds: ['205', '203'] },
  ],
};

describe('cascade', () => {
  it('a company empties contact, agreement and site; a board empties status, type, subtype and item', () => {
    expect(resetsFor('company')).toEqual(['contact', 'agreement', 'site']);
    expect(resetsFor('board')).toEqual(['status', 'type', 'subType', 'item']);
    expect(resetsFor('type')).toEqual(['subType', 'item']);
    expect(resetsFor('subType')).toEqual(['item']);
    expect(resetsFor('priority')).toEqual([]);
  });

  it('subtypes follow typeAssociationIds and items follow their subtypes; nothing before a choice', () => {
    expect(subTypesFor(board, '103').map((s) => s.label)).toEqual(['Email', 'VPN']);
    expect(subTypesFor(board, '')).toEqual([]);
    expect(itemsFor(board, '205').map((i) => i.label)).toEqual(['Cannot connect']);
    expect(itemsFor(board, '')).toEqual([]);
  });

  it('a value survives a new list only when the list still offers it', () => {
    expect(
      keepIfOffered('c2', [
        { id: 'c1', label: 'A' },
        { id: 'c2', label: 'B' },
      ]),
    ).toBe('c2');
    expect(keepIfOffered('c9', [{ id: 'c1', label: 'A' }])).toBe('');
  });
});

describe('sortByLabel', () => {
  it('sorts by label, numbers as numbers, ignoring case, without changing the input', () => {
    const input = [
      { id: 'a', label: 'Priority 10' },
      { id: 'b', label: 'priority 2' },
      { id: 'c', label: 'Alpha' },
    ];
    expect(sortByLabel(input).map((o) => o.id)).toEqual(['c', 'b', 'a']);
    expect(input[0]!.id).toBe('a');
  });
});

describe('buildCreateTicketRequest', () => {
  it('trims the texts and sends empty optional choices as null', () => {
    const request = buildCreateTicketRequest({
      ...EMPTY_VALUES,
      company: 'co1',
      contact: 'ct1',
      priority: '3',
      board: '1',
      type: '101',
      summary: '  Printer offline ',
      description: ' On floor 2 ',
    });
    expect(request).toEqual({
      companyId: 'co1',
      contactId: 'ct1',
      agreementId: null,
      siteId: null,
      priorityId: '3',
      boardId: '1',
      statusId: null,
      typeId: '101',
      subTypeId: null,
      itemId: null,
      sourceId: null,
      summary: 'Printer offline',
      description: 'On floor 2',
    });
  });
});
