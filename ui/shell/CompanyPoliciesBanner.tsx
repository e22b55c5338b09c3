import { Button, Callout, H5 } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { RichText } from '../richText/RichText';
import { useService } from '../services/ServiceContext';
import { ShellStoreToken } from './ShellStore';
import './policiesBanner.css';

/**
 * The company's verification policies. The text comes from the PSA's tenant, written by an admin:
 * its simple formatting is kept through the sanitizer (`RichText`), nothing else. The banner is as
 * wide as the pod's card and sits above it; Close is beside the title so the text takes few lines.
 */
export const CompanyPoliciesBanner = observer(function CompanyPoliciesBanner() {
  const shell = useService(ShellStoreToken);
  if (!shell.bannerOpen || !shell.policies) return null;
  return (
    <Callout className="policies-banner" intent="primary" icon={null} role="region" aria-label="Company Policies" compact>
      <div className="policies-banner__head">
        <H5 className="policies-banner__title">Company Policies</H5>
        <Button text="Close" size="small" variant="outlined" onClick={() => shell.closeBanner()} />
      </div>
      <RichText className="policies-banner__text" text={shell.policies.verificationBannerText} />
    </Callout>
  );
});
