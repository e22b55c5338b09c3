import { Callout, Intent } from '@blueprintjs/core';

export interface ServerAnswerProps {
  /** What failed, e.g. "The chat could not be started". */
  title: string;
  /** The server's answer as lines (describeAnswer). */
  lines: readonly string[];
}

/** The server's answer to a refused configuration, creation or close, where the technician acted (spec section 8). */
export function ServerAnswer({ title, lines }: ServerAnswerProps) {
  return (
    <Callout intent={Intent.DANGER} title={title} role="alert" className="portal-chats__answer" compact>
      <ul>
        {lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    </Callout>
  );
}
