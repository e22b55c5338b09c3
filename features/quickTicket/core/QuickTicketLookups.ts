/** One choice of a select: the id sent back to the server and the text shown. */
export interface LookupOption {
  id: string;
  label: string;
}

/** A board's subtype, with the types it applies to (ConnectWise's typeAssociationIds). */
export interface SubTypeOption extends LookupOption {
  typeIds: readonly string[];
}

/** A board's item, with the subtypes it applies to. */
export interface ItemOption extends LookupOption {
  subTypeIds: readonly string[];
}

/** A service board's types, subtypes and items (one call per board). */
export interface BoardTypes {
  types: LookupOption[];
  subTypes: SubTypeOption[];
  items: ItemOption[];
}

export const NO_BOARD_TYPES: BoardTypes = { types: [], subTypes: [], items: [] };

/** The created ticket as the page shows it. */
export interface CreatedTicket {
  id: string;
  number: string;
  summary: string;
  /** Where the ticket opens (the PSA's page); null when the server sent nothing safe to link to. */
  link: string | null;
}
