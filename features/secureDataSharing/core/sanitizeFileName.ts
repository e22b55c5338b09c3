/** Longest name kept (most file systems allow 255 bytes; shorter reads better in a narrow pod). */
export const MAX_FILE_NAME_LENGTH = 120;

// Control characters, bidirectional overrides and isolates (which can disguise "exe.pdf" as "fdp.exe"),
// zero-width characters and the characters Windows refuses in names.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff<>:"|?*]/g;

/**
 * A file name from someone else (the contact, an upload) made safe to show and to save: no folders
 * (only what follows the last slash or backslash), no invisible or direction-changing characters,
 * no leading dots (hidden files, `..`), collapsed spaces, at most MAX_FILE_NAME_LENGTH characters with
 * the extension kept. A name with nothing left becomes "file".
 */
export function sanitizeFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(UNSAFE, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  if (!cleaned) return 'file';
  if (cleaned.length <= MAX_FILE_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, MAX_FILE_NAME_LENGTH - extension.length).trimEnd() + extension;
}

/** The extension in lower case with its dot (`.pdf`), or '' when there is none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}
