import { type Drafts, type FeaturePodContext, token } from '@features/api/core';
import { action, computed, makeObservable, observable, type ObservableMap } from 'mobx';
import { AsyncAction, LatestRequest, type PageStoreFactory } from '@features/api/ui';
import { allowedPasswordOptions, defaultPasswordOptions, lengthProblem } from '../core/passwordOptions';
import type {
  FileLocation,
  PasswordOptions,
  SecureDataRequestSettings,
  SecureDataRequestText,
  SecureDataSettings,
} from '../core/SecureData';
import type { SecureDataApi } from '../core/SecureDataApi';
import { leavesCreateForm, type CreatedLink, type SecureDataStep } from '../core/secureDataSteps';
import { UploadsStore } from './UploadsStore';

/** Everything the steps need from the server, loaded together when the page opens. */
export interface SecureDataSetup {
  settings: SecureDataSettings;
  requestSettings: SecureDataRequestSettings;
  requestText: SecureDataRequestText;
  textVariables: Record<string, string>;
  fileLocations: FileLocation[];
}

/** Who the page is for: the pod's integration, ticket (or none) and contact. */
export interface SecureDataTarget {
  psaId: string;
  ticketId: string | null;
  contactId: string;
}

/** A link or request created on this page: kept in memory only, for as long as the page is open. */
export interface CreatedHere {
  created: CreatedLink;
  /** What a request asks for (null for a secure link). */
  title: string | null;
  /** Recipient -> when it was sent there (epoch ms): the panel says so and asks before sending again. */
  readonly sent: ObservableMap<string, number>;
}

export function targetOf(pod: FeaturePodContext): SecureDataTarget | null {
  if (!pod.psaId || !pod.contact) return null;
  return { psaId: pod.psaId, ticketId: pod.ticket?.id ?? null, contactId: pod.contact.id };
}

/**
 * The create forms of the page's steps (spec section 2: SelectActions -> CreateSecureData -> SendSecureData; the
 * step itself lives in the address) and the links created here. The secret lives only in this object's memory:
 * never in a URL, storage or a log, and it is dropped as soon as the link is created or the form is left.
 */
/** The refusal of a link with neither a secret nor a file: the secret field is the one to correct. */
export const NOTHING_TO_SEND = 'Enter a secret or add a file.';

export class SecureDataStore {
  readonly setup = new LatestRequest<SecureDataSetup>();

  secret = '';
  revealed = false;
  note = '';
  expiresInHours = 24;
  passwordOptions: PasswordOptions = { length: 16, numbers: true, symbols: true, uppercase: true };
  locationId: string | null = null;

  requestTitle = '';
  requestAllowFiles = true;

  /** Links and requests created on this page, by id. A link's address is never kept anywhere else. */
  readonly createdHere = observable.map<string, CreatedHere>();
  private shownStep: SecureDataStep | null = null;

  readonly uploads: UploadsStore;
  readonly generate: AsyncAction<[], string>;
  readonly create: AsyncAction<[], CreatedLink>;
  readonly createRequest: AsyncAction<[], CreatedLink>;

  constructor(
    private readonly api: SecureDataApi,
    readonly target: SecureDataTarget,
    /** Where the request's title waits until the request exists (survives a reload). The secret never goes there. */
    private readonly drafts?: Drafts,
  ) {
    this.requestTitle = drafts?.read(this.requestDraftKey) ?? '';
    this.uploads = new UploadsStore(
      api,
      () => this.setup.value!.settings.files,
      () => this.locationId,
    );
    this.generate = new AsyncAction(() => this.generatePassword());
    this.create = new AsyncAction(() => this.createLink());
    this.createRequest = new AsyncAction(() => this.createDataRequest());
    makeObservable<SecureDataStore, 'applyDefaults'>(this, {
      secret: observable,
      revealed: observable,
      note: observable,
      expiresInHours: observable,
      passwordOptions: observable,
      locationId: observable,
      requestTitle: observable,
      requestAllowFiles: observable,
      stepShown: action,
      setSecret: action,
      setRevealed: action,
      setNote: action,
      setExpiry: action,
      setPasswordOptions: action,
      setLocation: action,
      setRequestTitle: action,
      setRequestAllowFiles: action,
      applyDefaults: action,
      dispose: action,
      lengthError: computed,
    });
  }

  /** The page opened: its settings load. */
  start(): void {
    void this.load();
  }

  async load(): Promise<void> {
    const { psaId, contactId } = this.target;
    const loaded = await this.setup.load(async () => {
      const [settings, requestSettings, requestText, textVariables, fileLocations] = await Promise.all([
        this.api.settings(),
        this.api.requestSettings(),
        this.api.requestText(),
        this.api.textVariables(psaId, contactId),
        this.api.fileLocations(),
      ]);
      return { settings, requestSettings, requestText, textVariables, fileLocations };
    });
    if (loaded) this.applyDefaults();
  }

  /** The page shows `step` (a click, Back, a reload): leaving a create form drops what was typed in it. */
  stepShown(step: SecureDataStep): void {
    if (leavesCreateForm(this.shownStep, step)) this.resetForms();
    this.shownStep = step;
  }

  setSecret(secret: string): void {
    this.secret = secret;
    this.create.clearError();
  }

  setRevealed(revealed: boolean): void {
    this.revealed = revealed;
  }

  setNote(note: string): void {
    this.note = note;
  }

  setExpiry(hours: number): void {
    this.expiresInHours = hours;
  }

  setPasswordOptions(change: Partial<PasswordOptions>): void {
    this.passwordOptions = { ...this.passwordOptions, ...change };
  }

  setLocation(id: string): void {
    this.locationId = id;
  }

  setRequestTitle(title: string): void {
    this.requestTitle = title;
    this.drafts?.write(this.requestDraftKey, title);
    this.createRequest.clearError();
  }

  setRequestAllowFiles(allow: boolean): void {
    this.requestAllowFiles = allow;
  }

  get lengthError(): string | null {
    const policy = this.setup.value?.settings.password;
    return policy ? lengthProblem(this.passwordOptions.length, policy) : null;
  }

  dispose(): void {
    this.uploads.dispose();
    this.setup.cancel();
    this.secret = '';
    this.revealed = false;
    this.createdHere.clear();
  }

  private applyDefaults(): void {
    const setup = this.setup.value!;
    this.passwordOptions = defaultPasswordOptions(setup.settings.password);
    this.expiresInHours = setup.settings.expirationHours.includes(setup.settings.defaultExpirationHours)
      ? setup.settings.defaultExpirationHours
      : setup.settings.expirationHours[0]!;
    this.locationId = setup.fileLocations.find((l) => l.isDefault)?.id ?? setup.fileLocations[0]?.id ?? null;
    this.requestAllowFiles = setup.requestSettings.allowFiles;
  }

  private resetForms(): void {
    this.secret = '';
    this.revealed = false;
    this.note = '';
    this.requestTitle = '';
    this.drafts?.write(this.requestDraftKey, '');
    this.create.clearError();
    this.createRequest.clearError();
    this.uploads.dispose();
    this.uploads.uploads = [];
    if (this.setup.value) this.applyDefaults();
  }

  private async generatePassword(): Promise<string> {
    const policy = this.setup.value!.settings.password;
    if (this.lengthError) throw new Error(this.lengthError);
    const password = await this.api.generatePassword(allowedPasswordOptions(this.passwordOptions, policy));
    this.setSecret(password);
    return password;
  }

  private async createLink(): Promise<CreatedLink> {
    if (this.uploads.uploading) throw this.refuse('Wait for the files to finish uploading, or cancel them.');
    if (!this.secret.trim() && this.uploads.fileIds.length === 0) throw this.refuse(NOTHING_TO_SEND);
    const created = await this.api.create({
      ...this.target,
      secret: this.secret,
      note: this.note.trim(),
      fileIds: this.uploads.fileIds,
      expiresInHours: this.expiresInHours,
    });
    const link: CreatedLink = { kind: 'sendData', ...created };
    this.remember(link, null);
    // The secret has left for the server; the page keeps no copy.
    this.setSecret('');
    this.setRevealed(false);
    return link;
  }

  private async createDataRequest(): Promise<CreatedLink> {
    const title = this.requestTitle.trim();
    if (!title) throw this.refuse('Required');
    const created = await this.api.createRequest({ ...this.target, title, allowFiles: this.requestAllowFiles });
    // The request exists: a reload must not offer the same title again.
    this.drafts?.write(this.requestDraftKey, '');
    const link: CreatedLink = { kind: 'requestData', ...created };
    this.remember(link, title);
    return link;
  }

  private remember(created: CreatedLink, title: string | null): void {
    action(() => this.createdHere.set(created.id, { created, title, sent: observable.map<string, number>() }))();
  }

  private get requestDraftKey(): string {
    const { psaId, ticketId, contactId } = this.target;
    return `secureDataRequest:${psaId}:${ticketId ?? ''}:${contactId}`;
  }

  /** A refusal before any request: AsyncAction shows it inline as the action's error. */
  private refuse(message: string): Error {
    return new Error(message);
  }
}

/** Makes the steps' store for one ticket (or contact) and contact (bound in bindings.ts; the page asks usePageStore). */
export const SecureDataStoreFactoryToken = token<PageStoreFactory<SecureDataTarget, SecureDataStore>>(
  'features.secureDataSharing.SecureDataStoreFactory',
);
