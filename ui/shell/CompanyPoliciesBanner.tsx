import { Button, Callout } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useService } from '../services/ServiceContext';
import { ShellStoreToken } from './ShellStore';

/** The company's verification policies. The text comes from the PSA's tenant: rendered as text only. */
export const CompanyPoliciesBanner = observer(function CompanyPoliciesBanner() {
  const shell = useService(ShellStoreToken);
  if (!shell.bannerOpen || !shell.policies) return null;
  return (
    <Callout className="policies-banner" intent="primary" title="Company Policies" role="region" aria-label="Company Policies">
      <p className="policies-banner__text">{shell.policies.verificationBannerText}</p>
      <Button text="Close" onClick={() => shell.closeBanner()} />
    </Callout>
  );
});
