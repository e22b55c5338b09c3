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
});
