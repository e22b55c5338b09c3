import { Button, Callout, Classes, Intent } from '@blueprintjs/core';
import { Share } from '@blueprintjs/icons';
import { useState } from 'react';
import { StorageAccessToken } from '@core/storage/StorageAccess';
import { useService } from '../services/ServiceContext';
import './storage.css';

export interface BlockedStorageNoticeProps {
  /** The address the new tab opens. @default the current page's address */
  pageUrl?: string;
}

/**
 * Said plainly when the browser blocks storage for the app inside a PSA's frame: the sign-in lives
 * only as long as this page, the same pod opens in a new tab where storage works, and the Storage
 * Access API is offered where the browser has it. Renders nothing when storage works.
 */
export function BlockedStorageNotice({ pageUrl }: BlockedStorageNoticeProps) {
  const access = useService(StorageAccessToken);
  const [state, setState] = useState<'blocked' | 'asking' | 'granted' | 'refused'>(
    access.persistent ? 'granted' : 'blocked',
  );
  if (state === 'granted') return null;
  const ask = async () => {
    setState('asking');
    setState((await access.requestAccess()) ? 'granted' : 'refused');
  };
  return (
    <Callout
      className="storage-notice"
      intent={Intent.WARNING}
      title="Your browser blocks storage in embedded frames"
      role="region"
      aria-label="Storage blocked"
    >
      <p>
        This app cannot keep your sign-in inside this frame, so it lasts only until this page is closed or reloaded.
        Open the same page in a new tab to stay signed in.
      </p>
      {state === 'refused' && <p>Your browser did not allow storage here. Open the page in a new tab instead.</p>}
      <div className="storage-notice__actions">
        {/* A real link (Blueprint's AnchorButton would announce it as a button). */}
        <a
          className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}
          href={pageUrl ?? globalThis.location?.href}
          target="_blank"
          rel="noopener"
        >
          <Share />
          <span className={Classes.BUTTON_TEXT}>Open in a new tab</span>
        </a>
        {access.canRequestAccess && state !== 'refused' && (
          <Button
            text="Allow storage"
            loading={state === 'asking'}
            disabled={state === 'asking'}
            onClick={() => void ask()}
          />
        )}
      </div>
    </Callout>
  );
}
