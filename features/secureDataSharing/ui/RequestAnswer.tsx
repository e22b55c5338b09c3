import { Button, Callout, Intent } from '@blueprintjs/core';
import { EyeOpen } from '@blueprintjs/icons';
import { TimeText } from '@features/api/ui';
import { observer } from 'mobx-react-lite';
import type { DataRequestRow, RequestStatus, SentStatus } from '../core/SecureData';
import { AnswerPanel } from './AnswerPanel';
import type { RequestsStore } from './RequestsStore';

export interface RequestAnswerProps {
  requests: RequestsStore;
  /** The request as the requests list or the Sent list knows it. */
  request: Pick<DataRequestRow, 'id' | 'title' | 'answeredAt'> & { status: RequestStatus | SentStatus };
}

/**
 * A request's answer on its panel: never on screen by itself. "Show answer" (full width, so a narrow pod keeps
 * its words on one line) asks the server for it, which marks it read; the answer then shows for a minute.
 */
export const RequestAnswer = observer(function RequestAnswer({ requests, request }: RequestAnswerProps) {
  const shown = requests.shown?.requestId === request.id ? requests.shown : null;
  if (shown) return <AnswerPanel requests={requests} shown={shown} />;
  return (
    <>
      {requests.canShow(request) && (
        <div className="secure-data__reveal">
          <p className="secure-data__hint">
            {request.answeredAt !== null ? <TimeText at={request.answeredAt} prefix="Answered" /> : 'Answered'}. It
            shows only when you ask, and hides again after a minute.
          </p>
          <Button
            fill
            intent={Intent.PRIMARY}
            icon={<EyeOpen />}
            text="Show answer"
            loading={requests.reveal.pending}
            onClick={() => void requests.reveal.run(request)}
          />
        </div>
      )}
      {requests.reveal.error && (
        <Callout intent={Intent.DANGER} role="alert" compact>
          The answer could not be loaded: {requests.reveal.error}
        </Callout>
      )}
    </>
  );
});
