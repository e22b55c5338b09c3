import { action, makeObservable, observable, observableRef } from 'mobx';
import { type RealtimeHub, token } from '@features/api/core';
import type { TechVerification } from '../core/TechVerification';
import { PsaTechVerificationSmsRequestEvent } from '../core/PsaTechVerificationSmsRequest';
import { upsertVerification } from '../core/techVerificationList';

/**
 * The tenant's technician verifications as the hub reported them this session (and as the pages' ticket lists
 * answered), kept while the page is closed: a request that arrives meanwhile, which the sidebar counts through the
 * module's notices, is on the page when it opens, with the open ones of other tickets (the server lists only one
 * ticket's). One per container, listening from the first time the page opens; it forgets all at sign-out.
 */
export class TechVerificationFeed {
  verifications: TechVerification[] = [];
  /** Counts every change the hub reported and every reconnect (changes may have been missed): the history reloads. */
  changes = 0;
  /** Counts the hub's reconnects: an open page reads its ticket's verifications again. */
  reconnects = 0;
  private hub: RealtimeHub | null = null;

  constructor() {
    makeObservable(this, {
      verifications: observableRef,
      changes: observable,
      reconnects: observable,
      receive: action,
      reconnected: action,
      merge: action,
      forget: action,
    });
  }

  /** Listens to the hub once (later calls with the same hub do nothing). */
  connect(hub: RealtimeHub): void {
    if (this.hub === hub) return;
    this.hub = hub;
    hub.on(PsaTechVerificationSmsRequestEvent, (verification) => this.receive(verification));
    hub.onReconnected(() => this.reconnected());
  }

  /** A hub message (already validated: the hub drops malformed ones). */
  receive(verification: TechVerification): void {
    this.merge([verification]);
    this.changes += 1;
  }

  /** The hub is back after a drop: whatever it reported meanwhile was missed. */
  reconnected(): void {
    this.changes += 1;
    this.reconnects += 1;
  }

  /** Verifications a call answered (a ticket's list, a sent code, a link): each replaces the one with its id. */
  merge(incoming: readonly TechVerification[]): void {
    let list = this.verifications;
    for (const verification of incoming) list = upsertVerification(list, verification);
    this.verifications = list;
  }

  /** The session ended: nothing of this technician's tenant stays for the next one to see. */
  forget(): void {
    this.verifications = [];
  }
}

export const TechVerificationFeedToken = token<TechVerificationFeed>(
  'features.technicianVerification.TechVerificationFeed',
);
