/**
 * How the pod record's GET is made, shared by the pod route's prefetch and the record's adapter so the prefetched
 * answer is the one the adapter takes: silent, since the pod's card says what failed, once (core/psa/podFailure.ts).
 * Its own module so the prefetch, in the first scripts, does not bring the record's wire checks with it.
 */
export const POD_RECORD_REQUEST = { silent: true };
