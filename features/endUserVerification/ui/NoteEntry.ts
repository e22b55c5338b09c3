import { action, computed, makeObservable, observable } from 'mobx';

/**
 * The note a send may need (another contact than the ticket's, repeated failures): what is typed, and
 * whether to say "Required". Not marked wrong until the technician tries to go on without it.
 */
export class NoteEntry {
  text = '';
  /** Set once a send was held back for the missing note; cleared by a send that goes. */
  touched = false;
  /** Counts the sends held back for a missing note: the note field takes the focus each time. */
  nudges = 0;

  /** `isNeeded` says whether the policy asks for a note now. */
  constructor(private readonly isNeeded: () => boolean) {
    makeObservable(this, {
      text: observable,
      touched: observable,
      nudges: observable,
      needed: computed,
      error: computed,
      set: action,
      holdsBack: action,
    });
  }

  get needed(): boolean {
    return this.isNeeded();
  }

  get error(): string | null {
    return this.touched && this.needed && !this.text.trim() ? 'Required' : null;
  }

  set(text: string): void {
    this.text = text;
  }

  /** Before a send: true (and the field says so, and takes the focus) when a needed note is missing. */
  holdsBack(): boolean {
    if (this.needed && !this.text.trim()) {
      this.touched = true;
      this.nudges += 1;
      return true;
    }
    this.touched = false;
    return false;
  }
}
