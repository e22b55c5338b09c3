import { string } from 'yup';

/** GET /Common/baseAppLogo: the body itself is the logo (an image data URL or an https URL), or null. */
export const logoWire = string()
  .nullable()
  .default(null)
  .test(
    'image-url',
    'logo must be an image',
    (value) => value == null || value === '' || /^(data:image\/|https:\/\/)/.test(value),
  )
  // Values the test accepts, for the test suites' body generators (they cannot guess what a function accepts).
  .meta({ examples: ['data:image/png;base64,iVBORw0KGgo=', 'https://cdn.example.com/logo.svg', ''] });
