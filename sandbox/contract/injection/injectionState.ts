import type { SandboxState } from '../SandboxState';

/** One planned failure of the API: the next `times` requests whose path contains `pathContains`. */
export interface PlannedApiFault {
  pathContains: string;
  status: number;
  message: string;
  times: number;
}

/**
 * What the console's injection tools (routes in ./injectionConsoleRoutes.ts) changed in this sandbox:
 * company policy texts that replace the derived ones, and API failures with a chosen message (a
 * server error text the app toasts). Lives in a slot, so each sandbox starts without any.
 */
export interface InjectionState {
  policyTexts: Map<string, string>;
  apiFaults: PlannedApiFault[];
}

export function injectionOf(state: SandboxState): InjectionState {
  return state.slot<InjectionState>('injection', () => ({ policyTexts: new Map(), apiFaults: [] }));
}

/** The planned fault for this path, used up by one request, or null. */
export function takeApiFault(state: SandboxState, path: string): PlannedApiFault | null {
  const faults = injectionOf(state).apiFaults;
  const index = faults.findIndex((f) => path.includes(f.pathContains));
  if (index < 0) return null;
  const fault = faults[index]!;
  fault.times -= 1;
  if (fault.times <= 0) faults.splice(index, 1);
  return fault;
}
