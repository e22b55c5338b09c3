import { action, makeObservable, observable, observableRef } from 'mobx';
import type { RealtimeHub } from '@features/api/core';
import { VerificationApprovalChangedEvent } from '../core/approval/readApproval';
import type { CallRecord } from '../core/CallRecord';
import { ContactVerificationFailedEvent } from '../core/ContactVerificationFailed';
import { ContactVerificationPassedEvent } from '../core/ContactVerificationPassed';
import type { VerificationApi } from '../core/VerificationApi';
import { VerificationCallChangedEvent } from '../core/VerificationCallChanged';

/** Which contact's records to follow. */
export interface RecordsSubject {
  psaId: string;
  contactId: string;
}

/**
 * The backend's records of the contact's calls, the only source of a standing: read when the pod opens, and
 * read again whenever the hub says something of the contact happened (a pass, a failure, an approval, a call
 * changed), after a reconnect, and when this pod's own check was answered. Events only make it read: a late,
 * replayed or forged event never changes a record by itself. Only the latest answer counts.
 */
export class CallRecordsStore {
  records: CallRecord[] = [];
  /** Whether an answer came: until then nothing is green (and a stored call is not resumed). */
  loaded = false;
  /** Why the last read failed (the records shown are the last ones read); null after a good read. */
  error: string | null = null;
  private request = 0;
  private stops: Array<() => void> = [];

  constructor(
    private readonly api: Pick<VerificationApi, 'callRecords'>,
    private readonly hub: RealtimeHub | null,
    private readonly subject: () => RecordsSubject,
  ) {
    makeObservable<CallRecordsStore, 'take' | 'fail'>(this, {
      records: observableRef,
      loaded: observable,
      error: observable,
      take: action,
      fail: action,
    });
  }

  /** Follows the hub and reads the records; the returned function stops following. */
  start(): () => void {
    const hub = this.hub;
    if (hub && this.stops.length === 0) {
      const ofContact = (event: { psaId: string; contactId: string }) => {
        const { psaId, contactId } = this.subject();
        if (event.psaId === psaId && event.contactId === contactId) void this.load();
      };
      this.stops.push(
        hub.on(VerificationCallChangedEvent, ofContact),
        hub.on(VerificationApprovalChangedEvent, ofContact),
        hub.on(ContactVerificationPassedEvent, ofContact),
        hub.on(ContactVerificationFailedEvent, ofContact),
        hub.onReconnected(() => void this.load()),
      );
    }
    void this.load();
    return () => {
      for (const stop of this.stops.splice(0)) stop();
    };
  }

  /** Reads the records again; an answer that is no longer the latest is dropped, a failed read keeps what was known. */
  async load(): Promise<void> {
    const request = ++this.request;
    const { psaId, contactId } = this.subject();
    try {
      const records = await this.api.callRecords(psaId, contactId);
      if (request === this.request) this.take(records);
    } catch (error) {
      if (request === this.request) this.fail(error);
    }
  }

  private take(records: CallRecord[]): void {
    this.records = records;
    this.loaded = true;
    this.error = null;
  }

  private fail(error: unknown): void {
    this.error = error instanceof Error ? error.message : 'The verification records could not be read.';
  }
}
