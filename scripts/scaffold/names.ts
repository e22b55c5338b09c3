/**
 * The spellings a scaffold derives from one name: an identifier's prefix (`acmeNotes`), a type name
 * (`AcmeNotes`), a CSS class or URL segment (`acme-notes`) and a title (`Acme Notes`).
 */

/** The words of a camelCase id or a title: 'MSTeamsChats' -> MS Teams Chats; 'Acme Desk 2' -> Acme Desk 2. */
export function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
}

/** AcmeNotes: each word capitalized, joined. */
export function pascalOf(name: string): string {
  return wordsOf(name)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
}

/** acmeNotes (msTeamsChats for MSTeamsChats): a leading capital or run of capitals in lower case. */
export function camelOf(name: string): string {
  const words = wordsOf(name);
  return words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1))).join('');
}

/** acme-notes */
export function kebabOf(name: string): string {
  return wordsOf(name)
    .map((w) => w.toLowerCase())
    .join('-');
}

/** Acme Notes (an all-capital word such as MS stays as it is). */
export function titleOf(name: string): string {
  return wordsOf(name)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}
