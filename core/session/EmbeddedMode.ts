/** The feature page an entry link asked the shell to open first. */
export type EntryPage = 'secureDataSharing';

/** Embedded (simple) mode and the page an external entry link selected (spec section 2). */
export interface EmbeddedModeState {
  simpleMode: boolean;
  entryPage: EntryPage | null;
}

/** Where embedded mode is kept: per tab, like the pod context, so a reload of the PSA iframe stays embedded. */
export interface EmbeddedModeStorage {
  read(): EmbeddedModeState;
  save(state: EmbeddedModeState): void;
}
