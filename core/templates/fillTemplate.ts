/**
 * Message templates with variables, as one pure function for every feature (SMS and Teams templates,
 * Secure Data Sharing's link messages). A variable is written `{{name}}` (spaces inside the braces
 * allowed): double braces, so ordinary text with braces (`{1}`, `{ }`) is never taken for one. Names
 * are matched without regard to case. A variable with no value stays in the text as written, so the
 * technician sees it, and is reported so the composer can flag it before sending. Values are inserted
 * literally and never scanned again, so a value that looks like `{{other}}` pulls nothing in.
 */

const VARIABLE = /\{\{\s*([A-Za-z][A-Za-z0-9_.]*)\s*\}\}/g;

export interface FilledTemplate {
  text: string;
  /** Variables left in the text (unknown, or known without a value), each once, as written. */
  unresolved: string[];
}

/** Substitutes the known variables; unknown ones and empty values stay visible and are reported. */
export function fillTemplate(
  template: string,
  values: Readonly<Record<string, string | null | undefined>>,
): FilledTemplate {
  const byName = new Map(Object.entries(values).map(([name, value]) => [name.toLowerCase(), value]));
  const unresolved = new Set<string>();
  const text = template.replace(VARIABLE, (whole, name: string) => {
    const value = byName.get(name.toLowerCase());
    if (value === undefined || value === null || value === '') {
      unresolved.add(`{{${name}}}`);
      return whole;
    }
    return value;
  });
  return { text, unresolved: [...unresolved] };
}

/** The variables still written in a text (what the composer flags before sending), each once. */
export function variablesIn(text: string): string[] {
  return [...new Set([...text.matchAll(VARIABLE)].map((m) => `{{${m[1]}}}`))];
}
