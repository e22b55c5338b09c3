import type { Container } from 'inversify';
import { bindFeatureOnce } from '@app/features/ContainerFeatureLoader';
import { type FeaturePodContext, ClockToken, ShellNotifierToken } from '@features/api/core';
import { ManualClock } from '@core/testing/ManualClock';
import { RecordingNotifier } from '@core/testing/RecordingNotifier';
import { renderWithServices } from '@tests/support/renderWithServices';
import { secureDataSharingBindings } from '../../bindings';
import { SecureDataPage } from '../SecureDataPage';

export { podFor } from './podFor';

/** Renders the page with the app's container, the feature's bindings, a manual clock for polling and recorded shell toasts. */
export function renderSecureDataPage(pod: FeaturePodContext, configure?: (container: Container) => void) {
  const clock = new ManualClock(Date.now());
  const shellToasts = new RecordingNotifier();
  const view = renderWithServices(<SecureDataPage pod={pod} />, (container) => {
    bindFeatureOnce(container, 'secureDataSharing', secureDataSharingBindings);
    container.rebind(ClockToken).toConstantValue(clock);
    container.rebind(ShellNotifierToken).toConstantValue(shellToasts);
    configure?.(container);
  });
  return { ...view, clock, shellToasts };
}
