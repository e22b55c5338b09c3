import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  type FeatureId,
  PAGE_OF_FEATURE,
  SPEC_PAGE_IDENTIFIERS,
  featureIdNamed,
  specPageIdentifierOf,
} from '@core/features/Feature';
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
    // A page of another feature (PAGE_OF_FEATURE) lives in that feature's folder, which has its module.ts.
    expect(existsSync(join(ROOT, 'features', PAGE_OF_FEATURE[id] ?? id, 'module.ts'))).toBe(true);
  });

  it('a page of another feature is a registered feature of its own folder', () => {
    for (const [page, owner] of Object.entries(PAGE_OF_FEATURE)) {
      expect(featureModules.map((m) => m.id)).toEqual(expect.arrayContaining([page, owner]));
      expect(existsSync(join(ROOT, 'features', page))).toBe(false);
    }
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
