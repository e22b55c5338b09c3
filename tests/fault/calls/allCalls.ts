import type { CallCase } from './CallCase';
import { formCalls } from './formCalls';
import { messagingCalls } from './messagingCalls';
import { sharedCalls } from './sharedCalls';
import { verificationCalls } from './verificationCalls';

/** Every HTTP call the app makes through an adapter (the fault suites' endpoint list). */
export const allCalls: readonly CallCase[] = [...sharedCalls, ...verificationCalls, ...messagingCalls, ...formCalls];
