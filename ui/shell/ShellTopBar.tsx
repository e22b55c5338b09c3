import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import type { User } from '@core/user/User';
import { DefaultLogo } from '../branding/DefaultLogo';
import { useService } from '../services/ServiceContext';
import { ThemeStoreToken } from '../theme/ThemeStore';
import { useToastsClearOf } from '../toasts/useToastsClearOf';
import { CompanyPoliciesButton } from './CompanyPoliciesBanner';
import { HelpMenu } from './HelpMenu';

/** The shell's top bar: the logo, who is signed in, the company policies button and the help menu; toasts keep below it. */
export const ShellTopBar = observer(function ShellTopBar({ user }: { user: User }) {
  const theme = useService(ThemeStoreToken);
  const bar = useRef<HTMLElement>(null);
  useToastsClearOf(bar, 'top');
  return (
    <header ref={bar} className="shell__bar">
      <DefaultLogo dark={theme.isDark} height={28} />
      <span className="shell__bar-spacer" />
      <span className="shell__user" aria-label="Signed in as">
        {user.username}
        <span className="shell__user-email"> ({user.email})</span>
      </span>
      <CompanyPoliciesButton />
      <HelpMenu />
    </header>
  );
});
