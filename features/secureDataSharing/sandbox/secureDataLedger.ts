import type { SandboxState, World } from '@features/api/sandbox';
import type {
  RequestStatusWire,
  SecureDataRequestSettingsWire,
  SecureDataSettingsWire,
} from '../adapters/wire/secureDataWire';

/** A file kept by the sandbox: uploaded by the technician, or attached by the contact to an answer. */
export interface StoredFile {
  id: string;
  tenantId: string;
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
  locationId: string;
  /** True once a shared item or an answer holds it (a file is shared once). */
  used: boolean;
}

export interface SentMessage {
  channel: 'sms' | 'email';
  recipient: string;
  message: string;
  time: string;
}

/** Where an item or request belongs: the technician's tenant, PSA, ticket (or none) and contact. */
export interface Owner {
  tenantId: string;
  psaId: string;
  ticketId: string | null;
  contactId: string;
  contactName: string;
}

/** Something the technician shares through a one-time link. */
export interface SharedItem extends Owner {
  id: string;
  secret: string;
  note: string;
  files: StoredFile[];
  createdAt: string;
  expiresAt: string;
  status: 'created' | 'sent' | 'opened' | 'expired';
  openedAt: string | null;
  sends: SentMessage[];
  /** Bumped on every change (sent, opened, expired), so the summary's version changes with it. */
  changeSeq: number;
}

/** Something the technician asks the contact for. */
export interface DataRequest extends Owner {
  id: string;
  title: string;
  allowFiles: boolean;
  createdAt: string;
  expiresAt: string;
  status: RequestStatusWire;
  sends: SentMessage[];
  /** When the contact first opened the request's form. */
  openedAt: string | null;
  answeredAt: string | null;
  answer: { text: string; files: StoredFile[] } | null;
  /** The answer's files after the answer was read: each can be downloaded once. */
  downloads: StoredFile[];
  /** Bumped on every change, so the summary's version changes with it. */
  changeSeq: number;
}

export const DEFAULT_SETTINGS: SecureDataSettingsWire = {
  password: {
    minLength: 8,
    maxLength: 64,
    defaultLength: 16,
    allowNumbers: true,
    allowSymbols: true,
    allowUppercase: true,
  },
  files: {
    maxFileBytes: 5 * 1024 * 1024,
    maxFiles: 3,
    allowedExtensions: ['.pdf', '.txt', '.png', '.jpg', '.docx', '.xlsx', '.zip', '.csv', '.key', '.lic'],
  },
  expirationHours: [1, 24, 72, 168],
  defaultExpirationHours: 24,
  messageTemplate:
    'Hi {{ContactFirstName}}, {{TechnicianName}} from {{TenantName}} shared secure information with you. It opens once, until {{ExpiresAt}}: {{Link}}',
};

export const DEFAULT_REQUEST_SETTINGS: SecureDataRequestSettingsWire = { allowFiles: true, expirationHours: 72 };

export const DEFAULT_REQUEST_TEXT =
  'Hi {{ContactFirstName}}, {{TechnicianName}} from {{TenantName}} needs {{RequestTitle}} for ticket {{TicketNumber}}. Please send it securely here: {{Link}}';

export const FILE_LOCATIONS = [
  { id: 'us-east', name: 'United States (East)', isDefault: true },
  { id: 'eu-west', name: 'Europe (Ireland)', isDefault: false },
];

/** The ticket whose requests fill more than one page: acme-cw ticket 1001 (Alice Johnson). */
export const SEEDED_REQUESTS_TICKET = { psaId: 'acme-cw', ticketId: '1001', contactId: 'acme-cw-co1-ct1' };
export const SEEDED_REQUEST_COUNT = 12;

/** Secure Data Sharing's state in one sandbox. */
export class SecureDataLedger {
  settings: SecureDataSettingsWire = structuredClone(DEFAULT_SETTINGS);
  requestSettings: SecureDataRequestSettingsWire = { ...DEFAULT_REQUEST_SETTINGS };
  requestText = DEFAULT_REQUEST_TEXT;
  readonly items: SharedItem[] = [];
  readonly requests: DataRequest[] = [];
  readonly files = new Map<string, StoredFile>();
  private seq = 0;

  constructor(world: World) {
    this.seedRequests(world);
  }

  nextChange(): number {
    return ++this.seq;
  }

  item(id: string): SharedItem | null {
    const item = this.items.find((i) => i.id === id) ?? null;
    if (item && (item.status === 'created' || item.status === 'sent') && Date.parse(item.expiresAt) <= Date.now()) {
      item.status = 'expired';
      item.changeSeq = this.nextChange();
    }
    return item;
  }

  request(id: string): DataRequest | null {
    const request = this.requests.find((r) => r.id === id) ?? null;
    if (
      request &&
      (request.status === 'created' || request.status === 'sent') &&
      Date.parse(request.expiresAt) <= Date.now()
    ) {
      request.status = 'expired';
      request.changeSeq = this.nextChange();
    }
    return request;
  }

  /** Requests of a ticket (or, on a contact screen, of a contact), newest first, expiry applied. */
  requestsOf(
    tenantId: string,
    psaId: string,
    scope: { ticketId: string | null; contactId: string | null },
  ): DataRequest[] {
    return this.requests
      .filter(
        (r) =>
          r.tenantId === tenantId &&
          r.psaId === psaId &&
          (scope.ticketId ? r.ticketId === scope.ticketId : r.contactId === scope.contactId),
      )
      .map((r) => this.request(r.id)!)
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  }

  /** Links shared from a ticket (or, on a contact screen, with a contact), newest first, expiry applied. */
  itemsOf(tenantId: string, psaId: string, scope: { ticketId: string | null; contactId: string | null }): SharedItem[] {
    return this.items
      .filter(
        (i) =>
          i.tenantId === tenantId &&
          i.psaId === psaId &&
          (scope.ticketId ? i.ticketId === scope.ticketId : i.contactId === scope.contactId),
      )
      .map((i) => this.item(i.id)!)
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  }

  /** Changes whenever any link or request of the scope changes: the page's poll reloads what it shows then. */
  versionOf(tenantId: string, psaId: string, scope: { ticketId: string | null; contactId: string | null }): string {
    const requests = this.requestsOf(tenantId, psaId, scope);
    const items = this.itemsOf(tenantId, psaId, scope);
    return `${requests.length}.${items.length}.${Math.max(0, ...requests.map((r) => r.changeSeq), ...items.map((i) => i.changeSeq))}`;
  }

  private seedRequests(world: World): void {
    const contact = world.contacts.find((c) => c.id === SEEDED_REQUESTS_TICKET.contactId);
    const psa = world.psas.find((p) => p.psaId === SEEDED_REQUESTS_TICKET.psaId);
    if (!contact || !psa) return;
    const titles = [
      'the Wi-Fi password',
      'the license key',
      'the VPN certificate',
      'the router admin password',
      'the backup key',
    ];
    const day = 24 * 3600 * 1000;
    const now = Date.now();
    for (let i = 0; i < SEEDED_REQUEST_COUNT; i++) {
      // Oldest first in the array; the table sorts newest first. The newest one still waits.
      const age = (SEEDED_REQUEST_COUNT - i) * day;
      const createdAt = new Date(now - age);
      const status: RequestStatusWire = i === SEEDED_REQUEST_COUNT - 1 ? 'sent' : i % 4 === 1 ? 'expired' : 'viewed';
      this.requests.push({
        id: `sr-seed-${String(i + 1).padStart(2, '0')}`,
        tenantId: psa.tenantId,
        psaId: psa.psaId,
        ticketId: SEEDED_REQUESTS_TICKET.ticketId,
        contactId: contact.id,
        contactName: contact.name,
        title: titles[i % titles.length]!,
        allowFiles: true,
        createdAt: createdAt.toISOString(),
        expiresAt: new Date(createdAt.getTime() + (status === 'sent' ? 30 * day : 3 * day)).toISOString(),
        status,
        sends: [
          {
            channel: 'email',
            recipient: contact.communicationItems.find((c) => c.type === 'email')!.value,
            message: '(seeded)',
            time: createdAt.toISOString(),
          },
        ],
        openedAt: status === 'viewed' ? new Date(createdAt.getTime() + 1800_000).toISOString() : null,
        answeredAt: status === 'viewed' ? new Date(createdAt.getTime() + 3600_000).toISOString() : null,
        answer: null,
        downloads: [],
        changeSeq: this.nextChange(),
      });
    }
  }
}

export function secureDataOf(state: SandboxState): SecureDataLedger {
  return state.slot('secureDataSharing', (world) => new SecureDataLedger(world));
}

/** The link a contact opens: a sandbox page that asks before it opens (a link preview must not use it up). */
export function linkFor(origin: string, id: string): string {
  return `${origin}/__sandbox/secure-data/view/${encodeURIComponent(id)}`;
}

export function newId(prefix: string): string {
  return `${prefix}-${globalThis.crypto.randomUUID()}`;
}
