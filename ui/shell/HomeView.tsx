import { Button, H3, NonIdealState } from '@blueprintjs/core';
import { Link } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useService } from '../services/ServiceContext';
import { FeatureModulesToken } from '../features/FeatureModule';
import { ShellStoreToken } from './ShellStore';
import { useOpenPage } from './useShellPlace';

/** The shell's home page: the features this pod offers, or how to open one outside a pod. */
export const HomeView = observer(function HomeView() {
  const shell = useService(ShellStoreToken);
  const modules = useService(FeatureModulesToken);
  const openPage = useOpenPage();
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
          {modules
            .filter((m) => shell.features.includes(m.id))
            .map(({ id, title, icon: Icon }) => (
              <li key={id}>
                <Button icon={<Icon />} text={title} variant="outlined" onClick={() => openPage(id)} />
              </li>
            ))}
        </ul>
      )}
    </section>
  );
});
