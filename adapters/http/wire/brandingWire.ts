import { string } from 'yup';

/** GET /Common/baseAppLogo: the body itself is the logo (an image data URL or an https URL), or null. */
export const logoWire = string()
  .nullable()
  .default(null)
  .test('image-url', 'logo must be an image', (value) => value == null || value === '' || /^(data:image\/|https:\/\/)/.test(value));
