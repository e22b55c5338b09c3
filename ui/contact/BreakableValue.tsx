import { Fragment } from 'react';

export interface BreakableValueProps {
  /** An email address, a phone number or a domain. */
  value: string;
}

/**
 * A value that may wrap only before an @ or a dot (word-break opportunities), so a long email
 * address in a 320 px pod breaks as `bob.martinez` / `@contoso` / `.example`, never mid-word.
 */
export function BreakableValue({ value }: BreakableValueProps) {
  const parts = value.split(/(?=[@.])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
