import type { FileLimits } from './SecureData';
import { fileExtension } from './sanitizeFileName';

/** A file as the rules need it (a browser File has these). */
export interface FileFacts {
  name: string;
  size: number;
}

/** "10 MB", "512 KB", "300 bytes": limits and sizes for people. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
}

/** The limits in one line, shown before anything is uploaded. */
export function describeLimits(limits: FileLimits): string {
  const types = limits.allowedExtensions.length ? limits.allowedExtensions.join(', ') : 'any type';
  return `Up to ${limits.maxFiles} ${limits.maxFiles === 1 ? 'file' : 'files'}, ${formatBytes(limits.maxFileBytes)} each: ${types}.`;
}

/**
 * Why a file cannot be added (null when it can), checked before any byte is uploaded. `alreadyAdded`
 * counts files uploaded or uploading.
 */
export function fileProblem(file: FileFacts, limits: FileLimits, alreadyAdded: number): string | null {
  if (alreadyAdded >= limits.maxFiles)
    return `At most ${limits.maxFiles} ${limits.maxFiles === 1 ? 'file' : 'files'} can be shared at once.`;
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > limits.maxFileBytes)
    return `${file.name} is ${formatBytes(file.size)}; the limit is ${formatBytes(limits.maxFileBytes)}.`;
  const extension = fileExtension(file.name);
  if (limits.allowedExtensions.length && !limits.allowedExtensions.includes(extension)) {
    return `${file.name}: ${extension || 'files without an extension'} cannot be shared. Allowed: ${limits.allowedExtensions.join(', ')}.`;
  }
  return null;
}
