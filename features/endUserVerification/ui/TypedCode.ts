import { action, computed, makeObservable, observable } from 'mobx';

/** The code the caller reads out, as the technician types it; checked for six digits once they try it. */
export class TypedCode {
  text = '';
  touched = false;

  constructor() {
    makeObservable(this, {
      text: observable,
      touched: observable,
      entered: computed,
      error: computed,
      set: action,
      touch: action,
      clear: action,
    });
  }

  /** The code as typed, spaces dropped (callers often read it out as "123 456"). */
  get entered(): string {
    return this.text.replace(/\s/g, '');
  }

  get error(): string | null {
    return this.touched && !/^\d{6}$/.test(this.entered) ? 'Enter the six-digit code.' : null;
  }

  set(text: string): void {
    this.text = text;
  }

  /** A check was tried: an entry that is not six digits now says so. */
  touch(): void {
    this.touched = true;
  }

  /** A new code is out, or the flow is over: nothing typed, nothing marked. */
  clear(): void {
    this.text = '';
    this.touched = false;
  }
}
