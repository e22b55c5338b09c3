import type { PsaDescriptor } from '@core/psa/PsaDescriptor';
import { SPEC_PSA_TYPE_NUMBERS } from '@core/psa/PsaType';

const VARIANTS = ['pod', 'fullSize', 'widget'];
const SUPPORTS = [
  'clientPortalChats',
  'quickTicket',
  'teamsChats',
  'saveToContact',
  'crmLinked',
  'companyPolicies',
] as const;
const RESUMES = ['ticketAndScreen', 'ticket', 'returnPath'];
const CORNERS = ['bottom-left', 'bottom-right'];
const known = (type: string) => Object.prototype.hasOwnProperty.call(SPEC_PSA_TYPE_NUMBERS, type);

/**
 * Everything a descriptor lacks, each as a sentence saying what to add. The kit expects an empty
 * list, so jest prints these sentences for an incomplete PSA folder (TypeScript catches most of
 * them too; the kit also runs where a file was written without the type).
 */
export function descriptorProblems(where: string, candidate: unknown): string[] {
  if (!candidate || typeof candidate !== 'object') return [`${where}: exports no PsaDescriptor object.`];
  const d = candidate as Partial<PsaDescriptor>;
  const problems: string[] = [];
  const say = (text: string) => problems.push(`${where}: ${text}`);

  if (typeof d.type !== 'string' || !/^[A-Za-z][A-Za-z0-9]*$/.test(d.type) || d.type === 'ServiceNow') {
    say(
      `type ${JSON.stringify(d.type)} must be an integration type name with pages (letters and digits, e.g. SyncroMSP).`,
    );
  } else if (known(d.type) && d.typeNumber !== SPEC_PSA_TYPE_NUMBERS[d.type]) {
    say(
      `typeNumber is ${JSON.stringify(d.typeNumber)}, but spec section 3 numbers ${d.type} ${SPEC_PSA_TYPE_NUMBERS[d.type]}.`,
    );
  } else if (
    !known(d.type) &&
    (!Number.isInteger(d.typeNumber) || Object.values(SPEC_PSA_TYPE_NUMBERS).includes(d.typeNumber as number))
  ) {
    say(`typeNumber ${JSON.stringify(d.typeNumber)}: a new type takes a whole number no spec type has (11 and up).`);
  }
  if (typeof d.title !== 'string' || !d.title.trim()) say('title is missing (the name technicians know the PSA by).');
  if (typeof d.slug !== 'string' || !/^[A-Za-z0-9]+$/.test(d.slug))
    say(`slug ${JSON.stringify(d.slug)} must be letters and digits (it becomes /pod/{slug}/:psaId).`);
  if (!Array.isArray(d.variants) || !d.variants.includes('pod')) say("variants must include 'pod'.");
  else
    for (const v of d.variants)
      if (!VARIANTS.includes(v)) say(`variant ${JSON.stringify(v)} is unknown (pod, fullSize, widget).`);
  if (
    !Array.isArray(d.entryNames) ||
    d.entryNames.length === 0 ||
    d.entryNames.some((n) => typeof n !== 'string' || !n)
  ) {
    say('entryNames is empty: list the psa values of the external entry route that mean this PSA.');
  }
  const lookups = d.lookups as Partial<PsaDescriptor['lookups']> | undefined;
  if (!lookups || typeof lookups !== 'object')
    say('lookups is missing: how does this PSA load a ticket and a contact?');
  else {
    if (typeof lookups.contact !== 'function')
      say(
        'lookups.contact is missing: every PSA must load a contact, e.g. (psaId, id) => `/PsaContacts/<psa>/${psaId}/contacts/${id}`.',
      );
    if (lookups.ticket !== undefined && typeof lookups.ticket !== 'function')
      say('lookups.ticket must be a function (psaId, ticketId) => path, or left out for a contacts-only PSA.');
    if (lookups.projectTicket !== undefined && typeof lookups.projectTicket !== 'function')
      say('lookups.projectTicket must be a function or left out.');
    if (lookups.projectTicket && !lookups.ticket)
      say('lookups.projectTicket without lookups.ticket: a PSA with project tickets has tickets too.');
  }
  const supports = d.supports as Partial<Record<string, unknown>> | undefined;
  for (const key of SUPPORTS) if (typeof supports?.[key] !== 'boolean') say(`supports.${key} must be true or false.`);
  if (!RESUMES.includes(d.resumeAfterSignIn as string))
    say(`resumeAfterSignIn must be one of ${RESUMES.join(', ')} (where signing in again goes).`);
  const seed = d.sandbox as Partial<PsaDescriptor['sandbox']> | undefined;
  if (
    typeof seed?.psaIdSuffix !== 'string' ||
    !/^[a-z0-9]+$/.test(seed.psaIdSuffix) ||
    !Number.isInteger(seed.firstTicket) ||
    (seed.firstTicket ?? 0) < 1
  ) {
    say(
      "sandbox must be { psaIdSuffix: 'lowercase letters and digits', firstTicket: a whole number starting a free block of 20 } (how the sandbox seeds it).",
    );
  }
  if (!CORNERS.includes(d.shellToasts as string)) say(`shellToasts must be one of ${CORNERS.join(', ')}.`);
  return problems;
}
