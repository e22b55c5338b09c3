import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { Import, Lock } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { SentOpened, SentSends } from './SentFacts';
import { sentTitle } from './sentStatus';
import type { SentStore } from './SentStore';

/** How many of the newest show before "Show all". */
export const SENT_SHOWN = 5;

export interface SentListProps {
  sent: SentStore;
  /** Whose list it is: a contact screen has no ticket. */
  owner: 'ticket' | 'contact';
}

/** The links and requests sent from the ticket (or to the contact): where each went, when, and whether it was opened. */
export const SentList = observer(function SentList({ sent, owner }: SentListProps) {
  const [all, setAll] = useState(false);
  const { list } = sent;
  const items = sent.items;
  const shown = all ? items : items.slice(0, SENT_SHOWN);
  return (
    <section className="secure-data__sent" aria-labelledby="secure-data-sent-title">
      <h3 id="secure-data-sent-title" className="secure-data__subtitle">
        Sent {list.state === 'loading' && <Spinner size={14} aria-label="Loading what was sent" />}
      </h3>
      {list.state === 'failed' && (
        <Callout intent={Intent.DANGER} role="alert" compact>
          {list.error} <Button size="small" text="Try again" onClick={() => void sent.load()} />
        </Callout>
      )}
      {list.value && items.length === 0 && (
        <p>Nothing sent {owner === 'ticket' ? 'from this ticket' : 'to this contact'} yet.</p>
      )}
      {items.length > 0 && (
        <ul className="secure-data__rows" aria-label="Sent">
          {shown.map((item) => (
            <li key={item.id} className="secure-data__row">
              <div className="secure-data__row-main">
                <span className="secure-data__row-title">
                  {item.kind === 'link' ? <Lock aria-hidden /> : <Import aria-hidden />} {sentTitle(item)}
                </span>
                <SentSends item={item} />
              </div>
              <div className="secure-data__row-meta">
                <SentOpened item={item} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {items.length > SENT_SHOWN && (
        <Button
          variant="minimal"
          size="small"
          text={all ? 'Show the newest' : `Show all ${items.length}`}
          onClick={() => setAll(!all)}
        />
      )}
    </section>
  );
});
