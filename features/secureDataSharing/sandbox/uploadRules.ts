import type { SecureDataSettingsWire } from '../adapters/wire/secureDataWire';

/** The sandbox checks uploads again (a backend never trusts the app's checks). Null when acceptable. */
export function checkUploadName(
  fileName: string,
  size: number,
  limits: SecureDataSettingsWire['files'],
): string | null {
  if (!fileName.trim()) return 'Name the file.';
  if (size === 0) return `${fileName} is empty.`;
  if (size > limits.maxFileBytes) return `${fileName} is larger than the limit of ${limits.maxFileBytes} bytes.`;
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot).toLowerCase() : '';
  if (limits.allowedExtensions.length && !limits.allowedExtensions.includes(extension))
    return `Files of type ${extension || '(none)'} cannot be shared.`;
  return null;
}
