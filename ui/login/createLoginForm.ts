import MobxReactForm from 'mobx-react-form';
import yupPlugin from 'mobx-react-form/lib/validators/YUP';
import * as yup from 'yup';
import { LOGIN_FIELD_NAMES, LOGIN_LABELS, LOGIN_TYPES, type LoginValues } from './loginFields';
import { loginSchema } from './loginSchema';

/**
 * The sign-in form: validated on change and on blur (spec section 5). Loaded after the first paint
 * (LoginStore.loadForm): it starts from what the draft holds, with the draft's ids.
 */
export function createLoginForm(start: { values: LoginValues; ids: LoginValues }) {
  return new MobxReactForm(
    {
      fields: [...LOGIN_FIELD_NAMES],
      labels: LOGIN_LABELS,
      placeholders: LOGIN_LABELS,
      types: LOGIN_TYPES,
      values: start.values,
    },
    {
      plugins: { yup: yupPlugin({ package: yup, schema: loginSchema }) },
      options: {
        uniqueId: (field: { path: string }) => start.ids[field.path as keyof LoginValues],
        validateOnInit: true,
        showErrorsOnInit: false,
        validateOnChange: true,
        validateOnBlur: true,
        showErrorsOnChange: true,
        showErrorsOnBlur: true,
      },
    },
  );
}

export type LoginFormModel = ReturnType<typeof createLoginForm>;
