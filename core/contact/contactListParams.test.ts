import { contactListParams } from './contactListParams';

describe('contact list parameters (spec sections 5 and 7)', () => {
  const base = { psaId: 'p', companyId: 'co', start: 0, end: 20 };
  it('sends companyId, alphaSort=true and the page window', () => {
    expect(contactListParams(base)).toEqual({ companyId: 'co', alphaSort: true, _start: 0, _end: 20 });
  });
  it.each([undefined, '', '   '])('leaves out an empty label (%p)', (label) => {
    expect(contactListParams({ ...base, label })).not.toHaveProperty('label');
  });
  it('trims the label', () => {
    expect(contactListParams({ ...base, label: '  ali ' }).label).toBe('ali');
  });
});
