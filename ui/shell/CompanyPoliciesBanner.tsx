import { Button, Callout, H5 } from '@blueprintjs/core';
import { InfoSign } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { RichText } from '../richText/RichText';
import { useService } from '../services/ServiceContext';
import { ShellStoreToken } from './ShellStore';
import './policiesBanner.css';

/**
 * The company's verification policies. The text comes from the PSA's tenant, written by an admin:
 * its simple formatting is kept through the sanitizer (`RichText`), nothing else. The banner is as
 * wide as the pod's card and sits above it, in the page's flow (never over the page's controls); Close
 * is beside the title so the text takes few lines. On a repeat open it comes with the record (the shell
 * remembers the company's last answer), so it does not push the card down after it is on screen.
 */
export const CompanyPoliciesBanner = observer(function CompanyPoliciesBanner() {
  const shell = useService(ShellStoreToken);
  if (!shell.bannerOpen || !shell.policies) return null;
  return (
    <Callout
      className="policies-banner"
      intent="primary"
      icon={null}
      role="region"
      aria-label="Company Policies"
      compact
    >
      <div className="policies-banner__head">
        <H5 className="policies-banner__title">Company Policies</H5>
        <Button text="Close" size="small" variant="outlined" onClick={() => shell.closeBanner()} />
      </div>
      <RichText className="policies-banner__text" text={shell.policies.verificationBannerText} />
    </Callout>
  );
});

/**
 * The top bar's button that opens the banner. While a pod's policies may still arrive, an empty slot
 * of the button's size holds its place, so the user's name beside it does not move when it appears.
 */
export const CompanyPoliciesButton = observer(function CompanyPoliciesButton() {
  const shell = useService(ShellStoreToken);
  const { psaId = null } = useParams();
  if (shell.policies) {
    return (
      <Button
        icon={<InfoSign />}
        variant="minimal"
        aria-label="Company Policies"
        title="Company Policies"
        onClick={() => shell.openBanner()}
      />
    );
  }
  // A pod (psaId) of a PSA that supports policies may still get them: its company is known only once the record loaded.
  const mayCome = !!(psaId ?? shell.pod.psaId) && (shell.pod.psa === null || shell.pod.psa.supports.companyPolicies);
  return mayCome ? <span className="policies-button-slot" aria-hidden="true" /> : null;
});
