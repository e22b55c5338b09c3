import MobxReactForm from 'mobx-react-form';
import yupPlugin from 'mobx-react-form/lib/validators/YUP';
import * as yup from 'yup';
import { loginSchema } from './loginSchema';

export type LoginFormFields = 'username' | 'password' | 'mfaCode';

/** The sign-in form: validated on change and on blur (spec section 5). */
export function createLoginForm() {
  return new MobxReactForm(
    {
      fields: ['username', 'password', 'mfaCode'],
      labels: { username: 'Email', password: 'Password', mfaCode: 'MFA Code' },
      placeholders: { username: 'Email', password: 'Password', mfaCode: 'MFA Code' },
      types: { username: 'email', password: 'password', mfaCode: 'text' },
      values: { username: '', password: '', mfaCode: '' },
    },
    {
      plugins: { yup: yupPlugin({ package: yup, schema: loginSchema }) },
      options: {
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
