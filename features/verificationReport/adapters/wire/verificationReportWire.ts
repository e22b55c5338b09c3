import { array, mixed, number, object, string, type InferType } from 'yup';
import type { VerificationMethod } from '@features/api/core';

/**
 * The verification report's calls (docs/decisions/260-the-verification-report-calls.md), typed once here; the sandbox
 * answers with the same types and the feature's contract.yaml documents them:
 * - GET /VerificationReport/attempts?from&to[&companyId&technicianId&result&method&contact]&_start&_end: a page of
 *   attempts, newest first, the filter's count in x-total-count;
 * - GET /VerificationReport/totals?from&to[&…]: the totals over the whole filter;
 * - GET /VerificationReport/filters: the tenant, its companies and its technicians.
 */
export const METHOD_WIRE = ['sms', 'email', 'link', 'duo', 'microsoft', 'teams'] as const;
export const RESULT_WIRE = [
  'verified',
  'partial',
  'awaitingApproval',
  'failed',
  'denied',
  'expired',
  'lockedOut',
] as const;
export type MethodWire = (typeof METHOD_WIRE)[number];

/** The wire's names of the methods (the pushes are `duo` and `microsoft`) and the product's one name for each. */
export const METHOD_OF_WIRE: Readonly<Record<MethodWire, VerificationMethod>> = {
  sms: 'sms',
  email: 'email',
  link: 'link',
  duo: 'duoPush',
  microsoft: 'microsoftPush',
  teams: 'teams',
};
export const WIRE_OF_METHOD = Object.fromEntries(
  Object.entries(METHOD_OF_WIRE).map(([wire, method]) => [method, wire]),
) as Readonly<Record<VerificationMethod, MethodWire>>;
export type ResultWire = (typeof RESULT_WIRE)[number];

const idNameWire = object({ id: string().required(), name: string().defined() });

export const attemptWire = object({
  id: string().required(),
  /** ISO 8601 with an offset: when the first code, push or link went out. */
  at: string().required(),
  technician: idNameWire.required(),
  contactName: string().defined(),
  company: idNameWire.required(),
  ticketNumber: string().nullable().defined(),
  methods: array().of(mixed<MethodWire>().oneOf(METHOD_WIRE).required()).min(1).required(),
  result: mixed<ResultWire>().oneOf(RESULT_WIRE).required(),
  /** The manager who answered the attempt's approval (approved or denied); absent or null otherwise. */
  approver: string().nullable().optional(),
  /** The reason the manager gave; absent or null when nobody answered. */
  approvalReason: string().nullable().optional(),
  note: string().defined(),
  secondsToVerified: number().min(0).nullable().defined(),
});

export const attemptListWire = array().of(attemptWire.required()).required();

export const reportTotalsWire = object({
  attempts: number().integer().min(0).required(),
  verified: number().integer().min(0).required(),
  failed: number().integer().min(0).required(),
  lockedOut: number().integer().min(0).required(),
  medianSecondsToVerified: number().min(0).nullable().defined(),
});

/** A company of the tenant, in the PSA integration it belongs to (psa: its psaId and the PSA's name; optional). */
export const reportCompanyWire = idNameWire.shape({ psa: idNameWire.nullable().optional().default(undefined) });

export const reportOptionsWire = object({
  /** The tenant the report is of (its name heads the printed report). */
  tenant: idNameWire.required(),
  companies: array().of(reportCompanyWire.required()).required(),
  technicians: array().of(idNameWire.required()).required(),
});

export type AttemptWire = InferType<typeof attemptWire>;
export type ReportTotalsWire = InferType<typeof reportTotalsWire>;
export type ReportOptionsWire = InferType<typeof reportOptionsWire>;
