import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { BrandingApiToken } from '@core/branding/BrandingApi';
import { useService } from '../services/ServiceContext';
import { ThemeStoreToken } from '../theme/ThemeStore';
import { DefaultLogo } from './DefaultLogo';

/** The organisation's custom logo when set, else the default logo for the theme (spec section 2). */
export const Logo = observer(function Logo() {
  const branding = useService(BrandingApiToken);
  const theme = useService(ThemeStoreToken);
  const [custom, setCustom] = useState<string | null>(null);

  useEffect(() => {
    let alive = true;
    branding.getLogo().then(
      (logo) => alive && setCustom(logo),
      () => undefined, // the default logo is a fine answer to a failing logo call
    );
    return () => {
      alive = false;
    };
  }, [branding]);

  return custom ? (
    <img src={custom} alt="Organisation logo" style={{ maxHeight: 48, maxWidth: 220 }} />
  ) : (
    <DefaultLogo dark={theme.isDark} />
  );
});
