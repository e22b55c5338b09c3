import { Button, Callout, Intent } from '@blueprintjs/core';
import { LogOut } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { SessionServiceToken } from '../../core/auth/tokens';
import { NavigatorToken, SIGN_IN_PATH } from '../../core/navigation/Navigator';
import { DefaultLogo } from '../branding/DefaultLogo';
import { Loader } from '../common/Loader';
import { useService } from '../services/ServiceContext';
import { CurrentUserStoreToken } from '../session/CurrentUserStore';
import { ThemeStoreToken } from '../theme/ThemeStore';
import './shell.css';

export interface ShellLayoutProps {
  children?: ReactNode;
}

/** The frame around every signed-in page: a loader until the user has loaded, then bar + content. */
export const ShellLayout = observer(function ShellLayout({ children }: ShellLayoutProps) {
  const currentUser = useService(CurrentUserStoreToken);
  const sessions = useService(SessionServiceToken);
  const navigator = useService(NavigatorToken);
  const theme = useService(ThemeStoreToken);

  useEffect(() => {
    void currentUser.load();
  }, [currentUser]);

  const signOut = () => {
    sessions.signOut();
    navigator.navigate(SIGN_IN_PATH, { replace: true });
  };

  if (currentUser.state === 'failed') {
    return (
      <main className="shell__main">
        <Callout intent={Intent.DANGER} title="Your account could not be loaded">
          <p>{currentUser.error}</p>
          <Button text="Try again" onClick={() => void currentUser.load()} />{' '}
          <Button text="Sign out" variant="minimal" onClick={signOut} />
        </Callout>
      </main>
    );
  }
  if (!currentUser.user) return <Loader label="Loading your account" />;

  const { user } = currentUser;
  return (
    <div className="shell">
      <div className="shell__frame">
      <header className="shell__bar">
        <DefaultLogo dark={theme.isDark} height={28} />
        <span className="shell__bar-spacer" />
        <span className="shell__user" aria-label="Signed in as">
          {user.username}
          <span className="shell__user-email"> ({user.email})</span>
        </span>
        <Button icon={<LogOut />} variant="minimal" text="Sign out" onClick={signOut} />
      </header>
      <main className="shell__main">{children}</main>
      </div>
    </div>
  );
});
