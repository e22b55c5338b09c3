import { action, makeObservable, observable } from 'mobx';
import { AppError, describeError } from '@features/api/core';
import { fileProblem } from '../core/fileRules';
import type { FileLimits } from '../core/SecureData';
import type { SecureDataApi } from '../core/SecureDataApi';
import { sanitizeFileName } from '../core/sanitizeFileName';

export interface Upload {
  key: number;
  /** Sanitized for display. */
  name: string;
  size: number;
  /** 0..1 */
  progress: number;
  state: 'uploading' | 'done' | 'failed' | 'cancelled';
  error: string | null;
  fileId: string | null;
}

/**
 * The files of one share: each checked against the limits before a byte is sent, uploaded with
 * progress, cancellable while it uploads, removable after.
 */
export class UploadsStore {
  uploads: Upload[] = [];
  /** Why the last picked file was refused before upload. */
  refusal: string | null = null;
  private nextKey = 1;
  private readonly controllers = new Map<number, AbortController>();

  constructor(
    private readonly api: SecureDataApi,
    private readonly limits: () => FileLimits,
    private readonly locationId: () => string | null,
  ) {
    makeObservable<UploadsStore, 'patch'>(this, {
      uploads: observable,
      refusal: observable,
      add: action,
      remove: action,
      patch: action,
    });
  }

  /** Files counted against the limit: uploaded or uploading. */
  get activeCount(): number {
    return this.uploads.filter((u) => u.state === 'uploading' || u.state === 'done').length;
  }

  get uploading(): boolean {
    return this.uploads.some((u) => u.state === 'uploading');
  }

  get fileIds(): string[] {
    return this.uploads.filter((u) => u.state === 'done' && u.fileId).map((u) => u.fileId!);
  }

  /** Checks each file, then uploads those that pass; the first refusal is shown. */
  add(files: readonly File[]): void {
    this.refusal = null;
    for (const file of files) {
      const problem = fileProblem(
        { name: sanitizeFileName(file.name), size: file.size },
        this.limits(),
        this.activeCount,
      );
      if (problem) {
        this.refusal ??= problem;
        continue;
      }
      const upload: Upload = {
        key: this.nextKey++,
        name: sanitizeFileName(file.name),
        size: file.size,
        progress: 0,
        state: 'uploading',
        error: null,
        fileId: null,
      };
      this.uploads.push(upload);
      void this.upload(upload.key, file);
    }
  }

  cancel(key: number): void {
    this.controllers.get(key)?.abort();
  }

  remove(key: number): void {
    this.cancel(key);
    this.uploads = this.uploads.filter((u) => u.key !== key);
  }

  /** Aborts every upload (the page closing). */
  dispose(): void {
    for (const controller of this.controllers.values()) controller.abort();
  }

  private async upload(key: number, file: File): Promise<void> {
    const controller = new AbortController();
    this.controllers.set(key, controller);
    try {
      const uploaded = await this.api.uploadFile(
        file,
        this.locationId(),
        (sent, total) => this.patch(key, { progress: total > 0 ? Math.min(1, sent / total) : 0 }),
        controller.signal,
      );
      this.patch(key, { state: 'done', progress: 1, fileId: uploaded.id });
    } catch (error) {
      const cancelled = error instanceof AppError && error.kind === 'cancelled';
      this.patch(key, {
        state: cancelled ? 'cancelled' : 'failed',
        error: cancelled ? 'Upload cancelled.' : describeError(error),
      });
    } finally {
      this.controllers.delete(key);
    }
  }

  private patch(key: number, change: Partial<Upload>): void {
    const upload = this.uploads.find((u) => u.key === key);
    if (upload) Object.assign(upload, change);
  }
}
