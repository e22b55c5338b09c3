import { NonIdealState } from '@blueprintjs/core';
import { FEATURE_NAMES, type FeatureId } from '../../core/features/Feature';
import { FeatureIcon } from './FeatureIcon';

export interface FeaturePlaceholderProps {
  feature: FeatureId;
  /** A sub-page or step the store has selected, shown so the state is visible. */
  detail?: string;
}

/** A feature page that is not built yet: says which feature, never a blank area. */
export function FeaturePlaceholder({ feature, detail }: FeaturePlaceholderProps) {
  return (
    <NonIdealState
      icon={<FeatureIcon page={feature} />}
      title={FEATURE_NAMES[feature]}
      description={`${FEATURE_NAMES[feature]} is coming soon to this app.${detail ? ` (${detail})` : ''}`}
    />
  );
}
