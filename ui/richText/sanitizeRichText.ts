import DOMPurify from 'dompurify';

/** The formatting admins may use in texts we show (policies): bold, italic, links, lists, paragraphs. */
export const RICH_TEXT_TAGS = ['b', 'strong', 'i', 'em', 'u', 'a', 'p', 'br', 'ul', 'ol', 'li'] as const;
export type RichTextTag = (typeof RICH_TEXT_TAGS)[number];

/**
 * Sanitizes untrusted markup with DOMPurify down to the rich-text subset (no attributes but a link's
 * href, no scripts, styles, event handlers, forms or frames) and returns the result as detached DOM
 * nodes, never as an HTML string: the caller turns them into React elements (`RichText`), so no HTML
 * string reaches the page.
 */
export function sanitizeRichText(markup: string): DocumentFragment {
  return DOMPurify.sanitize(markup, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: ['href'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
}
