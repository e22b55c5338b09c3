/**
 * How the product writes a ticket number: "#T1001", the pod header's form, everywhere a ticket is
 * named (headings, buttons, notices). A PSA that already sends a leading "#" does not get a second one.
 */
export function ticketNumberText(number: string): string {
  return `#${number.trim().replace(/^#+/, '')}`;
}
