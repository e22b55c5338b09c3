import type { FeatureSandbox } from '../sandbox/contract/FeatureSandbox';
import { endUserVerificationSandbox } from './endUserVerification/sandbox/endUserVerificationSandbox';

/**
 * Every feature's sandbox part (routes, console section). Kept apart from features/registry.ts so
 * the product bundle never contains sandbox code: only the sandbox imports this file.
 */
export const featureSandboxes: readonly FeatureSandbox[] = [
  endUserVerificationSandbox,
];
