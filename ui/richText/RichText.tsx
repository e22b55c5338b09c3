import { createElement, type ReactNode } from 'react';
import { RICH_TEXT_TAGS, sanitizeRichText, type RichTextTag } from './sanitizeRichText';

export interface RichTextProps {
  /** Untrusted text that may hold simple markup (e.g. a company's policy written by an admin). */
  text: string;
  className?: string;
}

const ALLOWED = new Set<string>(RICH_TEXT_TAGS);
const SAFE_LINK = /^(https?:|mailto:)/i;

/**
 * Shows untrusted text with its simple formatting (bold, italic, links, lists, paragraphs): the
 * markup is sanitized by DOMPurify, then rebuilt as React elements from the allowed tags only (text
 * nodes stay text), so nothing the admin wrote can run. Links open in a new tab without an opener
 * or a referrer. Plain text keeps its line breaks.
 */
export function RichText({ text, className }: RichTextProps) {
  return <div className={className}>{toReact(sanitizeRichText(text))}</div>;
}

function toReact(parent: Node): ReactNode[] {
  const nodes: ReactNode[] = [];
  parent.childNodes.forEach((node, index) => {
    if (node.nodeType === Node.TEXT_NODE) {
      // The line breaks between list items or paragraphs are layout, not text.
      const value = node.textContent ?? '';
      if (!(value.trim() === '' && value.includes('\n') && isBlockContext(parent))) nodes.push(value);
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const tag = (node as Element).tagName.toLowerCase();
    // DOMPurify already dropped anything else; an unknown tag here would only keep its text.
    if (!ALLOWED.has(tag)) return nodes.push(...toReact(node));
    nodes.push(element(tag as RichTextTag, node as Element, index));
  });
  return nodes;
}

function element(tag: RichTextTag, node: Element, key: number): ReactNode {
  const children = toReact(node);
  if (tag === 'br') return <br key={key} />;
  if (tag === 'a') {
    const href = node.getAttribute('href') ?? '';
    if (!SAFE_LINK.test(href)) return <span key={key}>{children}</span>;
    return (
      <a key={key} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return createElement(tag, { key }, ...children);
}

function isBlockContext(node: Node): boolean {
  return node.nodeType === Node.DOCUMENT_FRAGMENT_NODE || ['UL', 'OL'].includes((node as Element).tagName);
}
