/**
 * The window property the pod's boot script (scripts/deploy/podBootScript.ts) leaves its calls in, for the app's
 * HTTP client (earlyAnswers.ts). Its own module: the build reads it into the boot script's table
 * (podEarlyCalls.ts), and the client looks there before it loads the handoff, without either's code.
 */
export const EARLY_CALLS_GLOBAL = '__podEarlyCalls';
