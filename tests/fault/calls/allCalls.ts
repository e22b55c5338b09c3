import { featureTestKits } from '@features/testKitRegistry';
import type { CallCase } from '@tests/kit/CallCase';
import { sharedCalls } from './sharedCalls';

/**
 * Every HTTP call the app makes through an adapter (the fault suites' and the contract tests' endpoint
 * list): the shell's, sign-in's and the pod's (sharedCalls.ts), then each feature's, from its test kit
 * (features/<id>/testing/calls.ts, listed in features/testKitRegistry.ts).
 */
export const allCalls: readonly CallCase[] = [...sharedCalls, ...featureTestKits.flatMap((kit) => kit.calls)];
