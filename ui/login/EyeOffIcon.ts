/** The "hide password" icon, a chunk of its own: drawn only once the password is shown, so not on the first paint. */
export { EyeOff } from '@blueprintjs/icons';
