import { Fragment, type CSSProperties } from 'react';

export interface BreakableValueProps {
  /** An email address, a phone number or a domain. */
  value: string;
}

/**
 * A value that may wrap only before an @ or a dot (word-break opportunities), so a long email
 * address in a 320 px pod breaks as `bob.martinez` / `@contoso` / `.example`, never mid-word.
 * Accessible-name algorithms put spaces around <wbr>, so assistive technology reads a plain copy.
 */
export function BreakableValue({ value }: BreakableValueProps) {
  const parts = value.split(/(?=[@.])/);
  return (
    <>
      <span aria-hidden="true">
        {parts.map((part, index) => (
          <Fragment key={index}>
            {index > 0 && <wbr />}
            {part}
          </Fragment>
        ))}
      </span>
      <span style={READ_ONLY_BY_ASSISTIVE_TECH}>{value}</span>
    </>
  );
}

/** Visually hidden and left out of a copied selection (the visible value is copied). */
const READ_ONLY_BY_ASSISTIVE_TECH: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
  userSelect: 'none',
};
