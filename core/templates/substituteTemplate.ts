/** A variable in a message template: `{ContactName}` (letters, digits and underscores, starting with a letter). */
const VARIABLE = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;

export interface SubstitutedText {
  /** The text with every known variable replaced; unknown ones stay as written, so a person sees them. */
  text: string;
  /** Names of the variables that had no value, once each, in the order they first appear. */
  unknown: string[];
}

/**
 * Fills a message template (SMS texts, secure data messages). Values are inserted as they are and never
 * scanned again, so a value that itself looks like `{Variable}` cannot pull in another variable.
 * Braces that do not form a variable (`{ }`, `{1}`) are left alone.
 */
export function substituteTemplate(text: string, variables: Record<string, string>): SubstitutedText {
  const unknown: string[] = [];
  const filled = text.replace(VARIABLE, (whole, name: string) => {
    if (Object.prototype.hasOwnProperty.call(variables, name)) return variables[name]!;
    if (!unknown.includes(name)) unknown.push(name);
    return whole;
  });
  return { text: filled, unknown };
}
