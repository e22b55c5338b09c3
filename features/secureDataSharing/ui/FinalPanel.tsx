import { Button, Intent } from '@blueprintjs/core';
import { Add, ArrowLeft } from '@blueprintjs/icons';
import { focusNext, StatusTag, TimeText } from '@features/api/ui';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { FinalState } from '../core/afterUse';
import type { SentItem } from '../core/SecureData';
import { SentSends } from './SentFacts';

export interface FinalPanelProps {
  /** "Secure link" or "Request: the license key". */
  title: string;
  final: FinalState;
  kind: 'sendData' | 'requestData';
  /** Where it went, when the Sent list knows it. */
  item: SentItem | undefined;
  /** A request's answer (Show answer), under the facts. */
  answer?: ReactNode;
  onCreateNew(): void;
  onDone(): void;
}

const SAID: Record<FinalState['kind'], { label: string; tone: 'success' | 'danger' }> = {
  opened: { label: 'Opened', tone: 'success' },
  answered: { label: 'Answered', tone: 'success' },
  expired: { label: 'Expired', tone: 'danger' },
};

/**
 * A link or request after use: opened (a secure link opens once), answered, or expired. It says so, with when and
 * where it went, and offers what can still be done: a new one. Sending this one again would send a dead link.
 */
export const FinalPanel = observer(function FinalPanel({
  title,
  final,
  kind,
  item,
  answer,
  onCreateNew,
  onDone,
}: FinalPanelProps) {
  const said = SAID[final.kind];
  const what = kind === 'sendData' ? 'link' : 'request';
  return (
    <div className="secure-data__form" role="group" aria-labelledby="secure-data-item-title">
      <h3 id="secure-data-item-title" className="secure-data__subtitle" tabIndex={-1} {...focusNext()}>
        {title}
      </h3>
      <p className="secure-data__facts" role="status">
        <StatusTag tone={said.tone}>{said.label}</StatusTag>
        {final.at !== null && <TimeText className="secure-data__hint" at={final.at} />}
      </p>
      {item && item.sends.length > 0 && (
        <div className="secure-data__sends">
          <SentSends item={item} />
        </div>
      )}
      {answer}
      <p className="secure-data__hint">
        {final.kind === 'opened'
          ? 'A secure link opens once: this one is used. To share again, create a new link.'
          : final.kind === 'answered'
            ? 'The contact answered this request. To ask for more, create a new request.'
            : `This ${what} ran out before it was used. To try again, create a new one.`}
      </p>
      <div className="secure-data__actions">
        <Button icon={<ArrowLeft />} text="Done" variant="minimal" onClick={onDone} />
        <Button
          intent={Intent.PRIMARY}
          icon={<Add />}
          text={kind === 'sendData' ? 'Create a new link' : 'Create a new request'}
          onClick={onCreateNew}
        />
      </div>
    </div>
  );
});
