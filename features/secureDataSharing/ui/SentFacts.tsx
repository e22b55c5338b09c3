import { ContactValue, StatusTag, TimeText } from '@features/api/ui';
import type { SentItem } from '../core/SecureData';
import { sentTag } from './sentStatus';

/** Where a link or request went and when: one line per text or email, or when it was created if it never went. */
export function SentSends({ item }: { item: SentItem }) {
  if (item.sends.length === 0) return <TimeText className="secure-data__hint" at={item.createdAt} prefix="Created" />;
  return (
    <>
      {item.sends.map((send) => (
        <span key={`${send.channel}:${send.recipient}:${send.sentAt}`} className="secure-data__hint">
          {send.channel === 'sms' ? 'SMS' : 'Email'} to <ContactValue value={send.recipient} /> ·{' '}
          <TimeText at={send.sentAt} />
        </span>
      ))}
    </>
  );
}

/** Whether the contact opened it (with when), else not opened, not sent or expired. */
export function SentOpened({ item }: { item: SentItem }) {
  const tag = sentTag(item);
  return (
    <>
      <StatusTag tone={tag.tone}>{tag.label}</StatusTag>
      {item.openedAt !== null && <TimeText className="secure-data__hint" at={item.openedAt} />}
    </>
  );
}
