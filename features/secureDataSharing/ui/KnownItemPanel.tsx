import { Button } from '@blueprintjs/core';
import { ArrowLeft } from '@blueprintjs/icons';
import { ContactValue, focusNext, StatusTag, TimeText } from '@features/api/ui';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { DataRequestRow, SentItem } from '../core/SecureData';
import { REQUEST_STATUS } from './requestStatus';
import { SentOpened, SentSends } from './SentFacts';

export interface KnownItemPanelProps {
  title: string;
  /** The link or request as the Sent list knows it. */
  item: SentItem | undefined;
  /** The request as the requests list knows it. */
  row: DataRequestRow | undefined;
  /** A request's answer, when there is one to show. */
  answer: ReactNode;
  onDone(): void;
}

/**
 * A link or request opened again after a reload (or Back): what is known of it (where it went, whether it was
 * opened, a request's answer), without its address, which the page never keeps beyond its own memory.
 */
export const KnownItemPanel = observer(function KnownItemPanel({
  title,
  item,
  row,
  answer,
  onDone,
}: KnownItemPanelProps) {
  return (
    <div className="secure-data__form" role="group" aria-labelledby="secure-data-item-title">
      <h3 id="secure-data-item-title" className="secure-data__subtitle" tabIndex={-1} {...focusNext()}>
        {title}
      </h3>
      {item ? (
        <>
          <p className="secure-data__facts">
            <SentOpened item={item} />
            {(item.status === 'created' || item.status === 'sent') && (
              <TimeText className="secure-data__hint" at={item.expiresAt} prefix="Expires" />
            )}
          </p>
          <div className="secure-data__sends">
            <SentSends item={item} />
          </div>
        </>
      ) : (
        row && (
          <p className="secure-data__facts">
            <StatusTag tone={REQUEST_STATUS[row.status].tone}>{REQUEST_STATUS[row.status].label}</StatusTag>{' '}
            <TimeText at={row.createdAt} prefix="Requested" />
            {row.recipient && (
              <>
                {' '}
                to <ContactValue value={row.recipient} />
              </>
            )}
          </p>
        )
      )}
      {answer}
      <p className="secure-data__hint">
        Its link is kept only while the page that created it is open. To send it again, create a new one.
      </p>
      <div className="secure-data__actions">
        <Button icon={<ArrowLeft />} text="Done" variant="minimal" onClick={onDone} />
      </div>
    </div>
  );
});
