import { action, computed, makeObservable, observable } from 'mobx';
import type { CommunicationItem } from '@features/api/core';
import type { VerificationMethod } from '@features/api/core';
import { microsoftReachable, offeredMethods } from '../core/VerificationSettings';
import { smsRefusal, type SmsRefusal } from '../core/smsReach';
import type { ContactStanding } from './ContactStanding';
import type { FlowDriver } from './FlowDriver';
import { factorOfMethod, usedFactors } from './provenMethods';
import { defaultItem, itemKey } from './verificationFlow';

/**
 * The technician's choice before a send: which phone or email, which methods may go there and why not,
 * and whether they chose to verify at all (until then a standing worth saying is shown instead).
 */
export class MethodChoice {
  selectedKey: string | null;
  /**
   * Set once the technician chose to verify (a send, "Verify again", "Verify for this call"): until then a
   * standing worth saying (one of 2 methods, a verification for another call, one that expired) is shown
   * with its own main action instead of the methods.
   */
  choosing = false;
  /** Numbers the backend said opted out of text messages during this panel's life. */
  readonly optedOut = observable.set<string>();

  constructor(
    private readonly standing: ContactStanding,
    private readonly driver: FlowDriver,
  ) {
    this.selectedKey = defaultItem(standing.contact);
    makeObservable(this, {
      selectedKey: observable,
      choosing: observable,
      methods: computed,
      selectedItem: computed,
      showsStanding: computed,
      select: action,
      choose: action,
      markOptedOut: action,
      useAnotherItem: action,
      useUnprovedItem: action,
      keepSelection: action,
    });
  }

  get methods(): VerificationMethod[] {
    const settings = this.standing.settingsStore.settings;
    return settings ? offeredMethods(settings, this.standing.contact) : [];
  }

  get selectedItem(): CommunicationItem | null {
    return this.standing.contact.communicationItems.find((item) => itemKey(item) === this.selectedKey) ?? null;
  }

  /**
   * The standing's own box instead of the methods: a check just passed (its record says what it means), or,
   * until the technician chooses to verify, a standing worth saying when the pod opens (verified for this call,
   * 1 of 2 methods, awaiting approval, denied, failed attempts since, held for another call, expired).
   */
  get showsStanding(): boolean {
    const flow = this.driver.flow;
    if (flow.kind === 'verified') return true;
    const kind = this.standing.standing?.kind;
    return flow.kind === 'idle' && !this.choosing && !!kind && kind !== 'never' && kind !== 'lapsed';
  }

  /** Whether a method can be used: SMS needs a phone that may take a code, email an email; nothing while sends are locked. */
  canSend(method: VerificationMethod): boolean {
    if (this.standing.locked || this.alreadyProved(method)) return false;
    if (!microsoftReachable(method, this.standing.contact)) return false;
    const item = this.selectedItem;
    if (method === 'sms') return item?.type === 'phone' && !this.smsRefusal(item);
    if (method === 'email') return item?.type === 'email';
    if (method === 'link') return !!item && !this.smsRefusal(item);
    return true;
  }

  /** For a request that needs two methods: this method already verified the call, so it cannot be the second. */
  alreadyProved(method: VerificationMethod): boolean {
    const standing = this.standing.standing;
    return standing?.kind === 'partial' && usedFactors(standing.proof).has(factorOfMethod(method, this.selectedItem));
  }

  /** Why no code or link may be texted to the item (the contact opted out, a shared line, a landline), or null. */
  smsRefusal(item: CommunicationItem): SmsRefusal | null {
    return smsRefusal(item, this.standing.contact, this.optedOut.has(item.value));
  }

  select(key: string): void {
    this.selectedKey = key;
    this.driver.dispatch({ type: 'itemChosen' });
  }

  /** The technician chose to verify: the methods show, whatever the standing says. */
  choose(): void {
    this.choosing = true;
  }

  markOptedOut(item: CommunicationItem): void {
    this.optedOut.add(item.value);
  }

  /** After a push that did not verify: a phone or email that can take a code is chosen, when there is one. */
  useAnotherItem(): void {
    const item = this.standing.contact.communicationItems.find(
      (candidate) => candidate.type === 'email' || (candidate.type === 'phone' && !this.smsRefusal(candidate)),
    );
    if (item) this.selectedKey = itemKey(item);
  }

  /**
   * Choosing the second method of a request: the item chosen is one whose code would be another method (the
   * used mobile is not left selected with its button disabled), when the contact has one.
   */
  useUnprovedItem(): void {
    const standing = this.standing.standing;
    if (standing?.kind !== 'partial') return;
    const used = usedFactors(standing.proof);
    const fresh = this.standing.contact.communicationItems.find(
      (item) => !used.has(item.type === 'phone' ? 'sms' : 'email') && !(item.type === 'phone' && this.smsRefusal(item)),
    );
    if (fresh) this.selectedKey = itemKey(fresh);
  }

  /** A new contact object: the chosen item stays while the contact still has it, else the default. */
  keepSelection(): void {
    if (!this.selectedItem) this.selectedKey = defaultItem(this.standing.contact);
  }
}
