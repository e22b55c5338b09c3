import fc from 'fast-check';

/**
 * The seed of every property-based test. `npm test` draws the same cases each run (a red run is
 * reproducible, and CI never turns red on a new draw); `npm run fuzz` sets FAST_CHECK_SEED=random to
 * draw new cases each run, and fast-check prints the seed of any failure (`FAST_CHECK_SEED=<it>` replays it).
 */
export const FIXED_SEED = 20_261_124;

export function configureFastCheckSeed(value = process.env.FAST_CHECK_SEED): void {
  if (value === 'random') return;
  const seed = value === undefined || value === '' ? FIXED_SEED : Number(value);
  if (!Number.isInteger(seed))
    throw new Error(`FAST_CHECK_SEED must be a whole number or 'random', not ${JSON.stringify(value)}`);
  fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
}
