import { type PsaDescriptor, SUPPORTS_BY_DEFAULT } from '@core/psa/PsaDescriptor';
import { HTTPS_HOST_SOURCE_HINT, isHttpsHostSource } from '@core/psa/frameHostSource';
import { SPEC_PSA_TYPE_NUMBERS } from '@adapters/psa/specTypeNumbers';

const VARIANTS = ['pod', 'fullSize', 'widget'];
const SUPPORTS = Object.keys(SUPPORTS_BY_DEFAULT);
const RESUMES = ['ticketAndScreen', 'ticket', 'returnPath'];
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
  problems.push(...frameHostProblems(where, d.frameHosts));
  return problems;
}

/**
 * The pages that may frame the PSA's pods: the build lets only these (and APP_FRAME_ANCESTORS) frame the app, so a
 * descriptor without them passes every other check and still shows a blank pod inside its PSA.
 */
function frameHostProblems(where: string, candidate: unknown): string[] {
  const folder = where.split('/').pop() ?? 'acmedesk';
  const example = `'https://*.${folder}.com'`;
  if (!candidate || typeof candidate !== 'object') {
    return [
      `${where}: frameHosts is missing: name the hosts whose pages show this PSA's pods, e.g. ` +
        `frameHosts: { cloud: [${example}], onPremise: false }. The build lets only these frame the app ` +
        '(Content-Security-Policy frame-ancestors): without them its pods stay blank inside the PSA.',
    ];
  }
  const { cloud, onPremise } = candidate as Partial<PsaDescriptor['frameHosts']>;
  const problems: string[] = [];
  if (!Array.isArray(cloud)) problems.push(`${where}: frameHosts.cloud must be a list of https host sources.`);
  else
    for (const host of cloud as unknown[])
      if (typeof host !== 'string' || !isHttpsHostSource(host))
        problems.push(
          `${where}: frameHosts.cloud: ${JSON.stringify(host)} is not an https host source: ${HTTPS_HOST_SOURCE_HINT}.`,
        );
  if (typeof onPremise !== 'boolean')
    problems.push(
      `${where}: frameHosts.onPremise must be true or false (whether tenants run the PSA on their own servers).`,
    );
  else if (Array.isArray(cloud) && cloud.length === 0 && !onPremise)
    problems.push(
      `${where}: frameHosts names no host: no page of the PSA may frame its pods. List its cloud hosts in ` +
        `frameHosts.cloud (e.g. ${example}), or set frameHosts.onPremise: true if each tenant runs it ` +
        'on a server of its own (the deployment names that host in APP_FRAME_ANCESTORS).',
    );
  return problems;
}
