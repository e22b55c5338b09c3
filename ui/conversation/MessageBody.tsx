/** http(s) addresses in a message; nothing else becomes a link (no javascript:, no mailto:). */
const WEB_ADDRESS = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;

export interface MessageBodyProps {
  /** Untrusted text from a contact or a technician: rendered as text, never as HTML. */
  text: string;
}

/** A message's text, with http(s) addresses as links that open in a new tab. */
export function MessageBody({ text }: MessageBodyProps) {
  const parts: Array<string | { href: string }> = [];
  let last = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    const start = match.index ?? 0;
    if (start > last) parts.push(text.slice(last, start));
    parts.push({ href: match[0] });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return (
    <span className="conversation__text">
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.href}
          </a>
        ),
      )}
    </span>
  );
}
