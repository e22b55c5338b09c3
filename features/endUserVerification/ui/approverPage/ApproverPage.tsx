import { Button, Callout, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { Endorsed } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { FeatureHeader, usePageStore, useNow } from '@features/api/ui';
import { openCount } from '../../core/approval/pendingList';
import { ApprovalRow } from './ApprovalRow';
import { ApproverPageStoreFactoryToken, type ApproverPageStore } from './ApproverPageStore';
import './approverPage.css';

/** The page's title, as the sidebar writes it. */
export const APPROVER_PAGE_TITLE = 'Verification Approvals';
export const NO_REQUESTS_TEXT = 'No approval requests are waiting for you.';

/**
 * The approver's page: the verifications technicians asked the signed-in approver (or any approver of the
 * company) to approve, live, each with Approve and Deny. Someone who is not an approver is told so.
 */
export const ApproverPage = observer(function ApproverPage() {
  const store = usePageStore(ApproverPageStoreFactoryToken, undefined);
  const now = useNow();
  const open = store.state === 'ready' ? openCount(store.approvals, now) : null;
  return (
    <section className="approver-page" aria-labelledby="approver-page-title">
      <FeatureHeader
        id="approver-page-title"
        icon={<Endorsed />}
        title={APPROVER_PAGE_TITLE}
        status={open ? <span className="approver-page__count">{open} waiting</span> : undefined}
      />
      <p className="approver-page__intro">
        Technicians ask you to approve a verification their company&apos;s policy holds: the caller passed the check,
        and it is recorded once you approve.
      </p>
      <p className="approver-page__announcement" role="status">
        {store.announcement}
      </p>
      <ApprovalList store={store} now={now} />
    </section>
  );
});

const ApprovalList = observer(function ApprovalList({ store, now }: { store: ApproverPageStore; now: number }) {
  if (store.state === 'loading')
    return <Spinner className="approver-page__loading" size={32} aria-label="Loading approval requests" />;
  if (store.state === 'notApprover')
    return (
      <Callout intent={Intent.PRIMARY} title="You are not an approver">
        {store.error} Ask your administrator if you should approve verifications.
      </Callout>
    );
  if (store.state === 'failed')
    return (
      <Callout intent={Intent.DANGER} role="alert" title="The approval requests could not be read">
        <p>{store.error}</p>
        <Button text="Try again" onClick={() => void store.load()} />
      </Callout>
    );
  if (store.approvals.length === 0) return <NonIdealState className="approver-page__empty" title={NO_REQUESTS_TEXT} />;
  return (
    <ul className="approver-page__list" aria-label="Approval requests">
      {store.approvals.map((approval) => (
        <ApprovalRow key={approval.id} approval={approval} form={store.formOf(approval)} now={now} />
      ))}
    </ul>
  );
});
