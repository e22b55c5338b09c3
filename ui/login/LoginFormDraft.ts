import { action, makeObservable, observable } from 'mobx';
import {
  LOGIN_FIELD_NAMES,
  LOGIN_LABELS,
  LOGIN_TYPES,
  type LoginFieldModel,
  type LoginFormFields,
  type LoginValues,
} from './loginFields';

/**
 * The sign-in form as first painted, before mobx-react-form has loaded (createLoginForm.ts): it keeps what
 * is typed and which fields were left, which the validating form then starts from. No typing is lost and
 * errors show meanwhile (they come from the schema, not from the form: LoginStore.errorOf).
 */
export class LoginFormDraft {
  private readonly fields: Record<LoginFormFields, DraftField>;

  constructor(readonly ids: LoginValues) {
    this.fields = {
      username: new DraftField('username', ids.username),
      password: new DraftField('password', ids.password),
      mfaCode: new DraftField('mfaCode', ids.mfaCode),
    };
  }

  $(name: LoginFormFields): LoginFieldModel {
    return this.fields[name];
  }

  values(): LoginValues {
    return {
      username: this.fields.username.value,
      password: this.fields.password.value,
      mfaCode: this.fields.mfaCode.value,
    };
  }

  /** The fields the technician has left so far. */
  blurred(): LoginFormFields[] {
    return LOGIN_FIELD_NAMES.filter((name) => this.fields[name].blurred);
  }
}

class DraftField implements LoginFieldModel {
  value = '';
  blurred = false;

  constructor(
    readonly name: LoginFormFields,
    readonly id: string,
  ) {
    makeObservable(this, { value: observable, blurred: observable });
  }

  get label(): string {
    return LOGIN_LABELS[this.name];
  }

  get placeholder(): string {
    return LOGIN_LABELS[this.name];
  }

  get type(): string {
    return LOGIN_TYPES[this.name];
  }

  readonly onChange = action((eventOrValue: unknown) => {
    this.value = String(valueOf(eventOrValue) ?? '');
  });

  readonly onBlur = action(() => {
    this.blurred = true;
  });

  readonly onFocus = () => {};
}

function valueOf(eventOrValue: unknown): unknown {
  if (eventOrValue && typeof eventOrValue === 'object' && 'target' in eventOrValue)
    return (eventOrValue.target as { value?: unknown } | null)?.value;
  return eventOrValue;
}
