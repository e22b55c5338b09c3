import { StorageDrafts } from './StorageDrafts';

describe('StorageDrafts', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a draft in local storage across instances (a reload) and removes it when emptied', () => {
    new StorageDrafts(() => localStorage).write('conversation:sms:1', 'Half-written');
    expect(localStorage.getItem('draft.conversation:sms:1')).toBe('Half-written');
    const again = new StorageDrafts(() => localStorage);
    expect(again.read('conversation:sms:1')).toBe('Half-written');
    again.write('conversation:sms:1', '');
    expect(localStorage.getItem('draft.conversation:sms:1')).toBeNull();
    expect(again.read('conversation:sms:1')).toBeNull();
  });

  it('keeps drafts in memory for the page when the browser refuses storage', () => {
    const refused = () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    const drafts = new StorageDrafts(refused);
    drafts.write('quickTicket:acme-cw:c1', 'VPN drops');
    expect(drafts.read('quickTicket:acme-cw:c1')).toBe('VPN drops');
  });

  it('counts the drafts with text under a prefix, stored by an earlier page or written in memory', () => {
    localStorage.setItem('draft.conversation:sms:1', 'From before the reload');
    const drafts = new StorageDrafts(() => localStorage);
    drafts.write('conversation:teams:2', 'Half-written');
    drafts.write('conversation:teams:3', '');
    drafts.write('quickTicket:acme-cw:c1', 'Another feature');
    expect(drafts.countStartingWith('conversation:')).toBe(2);
    const refused = new StorageDrafts(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    refused.write('conversation:sms:1', 'Only in memory');
    expect(refused.countStartingWith('conversation:')).toBe(1);
  });
});
