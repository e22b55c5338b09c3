/** What the check needs to know of a file (a browser File fits). */
export interface AttachmentCandidate {
  name: string;
  /** MIME type as the browser reports it; may be empty for unknown files. */
  type: string;
  size: number;
}

/** The largest file a chat takes (decision: 10 MB, the portal's upload limit). */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/**
 * Types a chat takes. Images are previewed; SVG is left out on purpose: it is a document that can
 * carry script, and the preview must never render anything but pixels.
 */
export const PREVIEWABLE_IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const ACCEPTED_ATTACHMENT_TYPES: readonly string[] = [
  ...PREVIEWABLE_IMAGE_TYPES,
  'application/pdf',
  'text/plain',
  'text/csv',
  'application/zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

export type AttachmentCheck = { ok: true } | { ok: false; message: string };

/** Checks size and type before anything is uploaded, with a message a technician can act on. */
export function checkAttachment(file: AttachmentCandidate): AttachmentCheck {
  if (file.size === 0) return { ok: false, message: `${file.name} is empty.` };
  if (file.size > MAX_ATTACHMENT_BYTES) {
    return {
      ok: false,
      message: `${file.name} is ${formatBytes(file.size)}; files up to ${formatBytes(MAX_ATTACHMENT_BYTES)} can be sent.`,
    };
  }
  if (!ACCEPTED_ATTACHMENT_TYPES.includes(file.type.toLowerCase())) {
    return {
      ok: false,
      message: `${file.name} cannot be sent: only images (PNG, JPEG, GIF, WebP), PDF, text, CSV, ZIP, Word and Excel files can.`,
    };
  }
  return { ok: true };
}

/** True for the image types previewed inline (through an object URL, never as HTML). */
export function isPreviewableImage(contentType: string): boolean {
  return PREVIEWABLE_IMAGE_TYPES.includes(contentType.toLowerCase());
}

/** 1536 -> "1.5 KB"; for messages and the upload row. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${round(kb)} KB`;
  return `${round(kb / 1024)} MB`;
}

function round(n: number): string {
  return n >= 10 ? String(Math.round(n)) : n.toFixed(1).replace(/\.0$/, '');
}
