export interface DefaultLogoProps {
  /** Picks the variant that reads on the background. */
  dark: boolean;
  /** @default 40 */
  height?: number;
}

/**
 * The product's own wordmark, used when the organisation has no custom logo. The view box ends where
 * the word does (its length fixed with textLength, whatever font loads), so centring it centres the mark.
 */
export function DefaultLogo({ dark, height = 40 }: DefaultLogoProps) {
  const ink = dark ? '#f6f7f9' : '#00142D';
  return (
    <svg role="img" aria-label="Tech Add-on" height={height} viewBox="0 0 180 48" xmlns="http://www.w3.org/2000/svg">
      <rect x="2" y="6" width="36" height="36" rx="9" fill={ink} />
      <path
        d="M12 24.5l6 6 11-13"
        stroke={dark ? '#141414' : '#ffffff'}
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text
        x="48"
        y="32"
        fontFamily="Nunito, sans-serif"
        fontSize="22"
        fontWeight="700"
        fill={ink}
        textLength="130"
        lengthAdjust="spacingAndGlyphs"
      >
        Tech Add-on
      </text>
    </svg>
  );
}
