import { Button, H3, NonIdealState } from '@blueprintjs/core';
import { Link } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { FEATURE_NAMES } from '../../core/features/Feature';
import { useService } from '../services/ServiceContext';
import { FeatureIcon } from '../shell/FeatureIcon';
import { ShellStoreToken } from '../shell/ShellStore';

/** The shell's home page: the features this pod offers, or how to open one outside a pod. */
export const HomeView = observer(function HomeView() {
  const shell = useService(ShellStoreToken);
  if (!shell.pod.psaId) {
    return (
      <NonIdealState
        icon={<Link size={48} />}
        title="Open a ticket or contact"
        description="Open this app from a ticket or a contact in your PSA to verify the caller, send messages and share secure data."
      />
    );
  }
  return (
    <section className="home-view" aria-labelledby="home-title">
      <H3 id="home-title">What you can do here</H3>
      {shell.features.length === 0 ? (
        <p>Your subscription offers no features on this screen.</p>
      ) : (
        <ul className="home-view__list">
          {shell.features.map((feature) => (
            <li key={feature}>
              <Button icon={<FeatureIcon page={feature} />} text={FEATURE_NAMES[feature]} variant="outlined" onClick={() => shell.show(feature)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
