import { fillTemplate, type FilledTemplate } from '@features/api/core';

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
 * "Tue, 24 Nov, 14:30" in the technician's locale: when a link stops opening, written into the text or email sent to
 * the contact ({{ExpiresAt}}). Its own format on purpose: it is read by a person in a message, later and elsewhere,
 * so it never says "in 3 hours"; on screen the page shows every time through the kit's TimeText.
 */
export function formatExpiry(expiresAt: number, locale?: string): string {
  return new Date(expiresAt).toLocaleString(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
}
