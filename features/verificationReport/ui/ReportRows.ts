import { action, makeObservable, observable, observableRef } from 'mobx';
import { AppError, describeError } from '@features/api/core';
import type { ReportFilter } from '../core/reportFilter';
import type { VerificationAttempt } from '../core/VerificationAttempt';
import type { VerificationReportApi } from '../core/VerificationReportApi';

/** Rows asked for at once as the table scrolls. */
export const BLOCK_SIZE = 100;

/**
 * The filter's rows, fetched from the server in blocks as the virtual table shows them: `total` from the first
 * block's x-total-count; a block is asked for once. A new filter forgets every block and aborts the requests.
 */
export class ReportRows {
  total: number | null = null;
  blocks = new Map<number, readonly VerificationAttempt[]>();
  error: string | null = null;
  private pending = new Set<number>();
  private controller = new AbortController();
  private filter: ReportFilter | null = null;

  constructor(private readonly api: VerificationReportApi) {
    makeObservable<ReportRows, 'put' | 'failed'>(this, {
      total: observable,
      blocks: observableRef,
      error: observable,
      reset: action,
      put: action,
      failed: action,
    });
  }

  /** Starts over for `filter` and asks for its first block. */
  reset(filter: ReportFilter): Promise<void> {
    this.controller.abort();
    this.controller = new AbortController();
    this.filter = filter;
    this.total = null;
    this.blocks = new Map();
    this.error = null;
    this.pending.clear();
    return this.fetch(0);
  }

  /** The row at `index`, or undefined while its block loads. */
  row(index: number): VerificationAttempt | undefined {
    return this.blocks.get(Math.floor(index / BLOCK_SIZE))?.[index % BLOCK_SIZE];
  }

  /** Asks for the blocks rows `first` to `last` (included) fall in that are not there yet. */
  ensure(first: number, last: number): void {
    for (let block = Math.floor(first / BLOCK_SIZE); block <= Math.floor(last / BLOCK_SIZE); block++)
      if (!this.blocks.has(block) && !this.pending.has(block)) void this.fetch(block);
  }

  /** The rows loaded from the first one on, without a gap (what a print without its own load shows). */
  leadingRows(): VerificationAttempt[] {
    const rows: VerificationAttempt[] = [];
    for (let block = 0; this.blocks.has(block); block++) rows.push(...this.blocks.get(block)!);
    return rows;
  }

  dispose(): void {
    this.controller.abort();
  }

  private async fetch(block: number): Promise<void> {
    const filter = this.filter;
    if (!filter) return;
    const { signal } = this.controller;
    this.pending.add(block);
    try {
      const start = block * BLOCK_SIZE;
      const page = await this.api.attempts(filter, start, start + BLOCK_SIZE, signal);
      if (!signal.aborted) this.put(block, page.rows, page.totalCount);
    } catch (error) {
      if (!signal.aborted && !(error instanceof AppError && error.kind === 'cancelled')) this.failed(error);
    } finally {
      if (!signal.aborted) this.pending.delete(block);
    }
  }

  private put(block: number, rows: readonly VerificationAttempt[], total: number): void {
    const blocks = new Map(this.blocks);
    blocks.set(block, rows);
    this.blocks = blocks;
    this.total = total;
    this.error = null;
  }

  private failed(error: unknown): void {
    this.error = describeError(error);
  }
}
