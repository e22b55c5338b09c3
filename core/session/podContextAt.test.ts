import { podContextAt } from './podContextAt';

describe('podContextAt', () => {
  it('reads the ticket and screen from the query and keeps the address to return to', () => {
    expect(podContextAt('ConnectWise', 'acme-cw', '/pod/connectwise/acme-cw', '?ticketId=1001&screen=ticket')).toEqual({
      psa: 'ConnectWise',
      psaId: 'acme-cw',
      ticketId: '1001',
      screen: 'ticket',
      returnPath: '/pod/connectwise/acme-cw?ticketId=1001&screen=ticket',
    });
  });

  it('takes entityid when ticketId is missing, reads an unknown screen as ticket, and keeps a query-less address', () => {
    expect(podContextAt('Halo', 'acme-halo', '/pod/halo/acme-halo', '?entityid=7&screen=odd')).toMatchObject({
      ticketId: '7',
      screen: 'ticket',
    });
    expect(podContextAt('Halo', 'acme-halo', '/pod/halo/acme-halo', '')).toEqual({
      psa: 'Halo',
      psaId: 'acme-halo',
      ticketId: null,
      screen: 'ticket',
      returnPath: '/pod/halo/acme-halo',
    });
  });
});
