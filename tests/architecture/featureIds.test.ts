import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type FeatureId, SPEC_PAGE_IDENTIFIERS, featureIdNamed, specPageIdentifierOf } from '@core/features/Feature';
import { featureModules } from '@features/registry';
import { featureNames } from '@scripts/scaffold/featureNames';

/*
 * Every feature, the spec's seven included, is named as `npm run new:feature` names a new one: a camelCase id that
 * is also its folder. Where the spec's page identifier differs (core/features/Feature.ts maps it), the id still
 * follows the rule and the spec's identifier only denotes it.
 */
const ROOT = join(__dirname, '../..');

describe('feature ids', () => {
  it.each(featureModules.map((m) => m.id))('%s is an id the scaffold would accept, and its folder', (id) => {
    expect(() => featureNames(id)).not.toThrow();
    expect(existsSync(join(ROOT, 'features', id, 'module.ts'))).toBe(true);
  });

  it('maps each spec page identifier that differs from an id to that id, and back, and nothing else', () => {
    for (const [id, identifier] of Object.entries(SPEC_PAGE_IDENTIFIERS)) {
      expect(identifier).not.toBe(id);
      expect(featureIdNamed(identifier!)).toBe(id);
      expect(specPageIdentifierOf(id as FeatureId)).toBe(identifier);
    }
    expect(specPageIdentifierOf('smsMessaging')).toBe('smsMessaging');
    expect(featureIdNamed('msTeamsChats')).toBe('msTeamsChats');
    expect(featureIdNamed('home')).toBeNull();
    expect(featureIdNamed('mSTeamsChats')).toBeNull();
  });
});
