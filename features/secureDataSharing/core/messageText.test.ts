import { messageText } from './messageText';

describe('messageText', () => {
  it("fills the contact's variables and the link's own, the link's winning a clash, unknown ones reported", () => {
    const result = messageText(
      'Hi {{ContactFirstName}}, open {{Link}} ({{Oops}})',
      { ContactFirstName: 'Bob', Link: 'stale' },
      { Link: 'https://x.test/s/1' },
    );
    expect(result).toEqual({ text: 'Hi Bob, open https://x.test/s/1 ({{Oops}})', unresolved: ['{{Oops}}'] });
  });
});
