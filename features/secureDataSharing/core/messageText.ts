import { fillTemplate, writtenTimeText, type FilledTemplate } from '@features/api/core';

/**
 * The message that carries a link: the tenant's template filled with the contact's text variables
 * (GET /SecureDataRequest/getTextVariables) and the link's own ({{Link}}, {{ExpiresAt}}, {{RequestTitle}}).
 * The link's values win over a server variable of the same name. Unknown variables stay visible.
 */
export function messageText(
  template: string,
  textVariables: Record<string, string>,
  own: Record<string, string>,
): FilledTemplate {
  return fillTemplate(template, { ...textVariables, ...own });
}

/**
 * When a link stops opening, written into the text or email sent to the contact ({{ExpiresAt}}): read later and
 * elsewhere, so written as every sent text writes a moment ("Nov 28, 2026, 5:28 AM EST", core's writtenTimeText).
 */
export function formatExpiry(expiresAt: number, locale?: string, timeZone?: string): string {
  return writtenTimeText(expiresAt, locale, timeZone);
}
