import { NonIdealState } from '@blueprintjs/core';
import { Shield } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { PageLink, type FeaturePageProps } from '@features/api/ui';
import { verificationContextOf } from '../core/VerificationContext';
import { VerificationPanel } from './VerificationPanel';

/**
 * End User Verification as a feature page: the panel for the pod's contact. The pod's contact card
 * beside it lists the history, so the panel keeps to the actions; a recorded verification goes back
 * to the pod through `pod.onContactChange`.
 */
export const EndUserVerificationPage = observer(function EndUserVerificationPage({ pod }: FeaturePageProps) {
  const context = verificationContextOf(pod);
  if (!pod.contact || !context) {
    return (
      <NonIdealState
        icon={<Shield size={48} />}
        title="End User Verification"
        description={
          pod.psa
            ? 'There is no contact to verify yet.'
            : 'Open this app from a ticket or a contact in your PSA to verify the caller.'
        }
      />
    );
  }
  return (
    <>
      <VerificationPanel
        contact={pod.contact}
        context={context}
        onContactChange={pod.onContactChange}
        showHistory={false}
      />
      <PageLink page="verificationReport">Verification report</PageLink>
    </>
  );
});
