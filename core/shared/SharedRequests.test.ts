import { SharedRequests } from './SharedRequests';

/** A request whose answer the test decides, counting how often it was made. */
function deferredLoader() {
  const calls: Array<{ resolve: (value: string) => void; reject: (error: Error) => void }> = [];
  const load = () => new Promise<string>((resolve, reject) => calls.push({ resolve, reject }));
  return { load, calls };
}

describe('SharedRequests', () => {
  it('makes one request for reads of the same key while it is in flight', async () => {
    const requests = new SharedRequests();
    const { load, calls } = deferredLoader();
    const first = requests.read('CompanyVerificationSettings/acme-cw/company/co1', load);
    const second = requests.read('CompanyVerificationSettings/acme-cw/company/co1', load);
    expect(calls).toHaveLength(1);
    calls[0]!.resolve('settings');
    await expect(first).resolves.toBe('settings');
    await expect(second).resolves.toBe('settings');
  });

  it('keeps the answer for later reads in the same scope, and asks again in another scope', async () => {
    const requests = new SharedRequests();
    const { load, calls } = deferredLoader();
    requests.enter('/pod/connectwise/acme-cw?ticketId=1001');
    const first = requests.read('PricePlan/myPlan', load);
    calls[0]!.resolve('Pro');
    await first;
    await expect(requests.read('PricePlan/myPlan', load)).resolves.toBe('Pro');
    requests.enter('/pod/connectwise/acme-cw?ticketId=1001');
    await expect(requests.read('PricePlan/myPlan', load)).resolves.toBe('Pro');
    expect(calls).toHaveLength(1);
    requests.enter('/pod/connectwise/acme-cw?ticketId=1002');
    const fresh = requests.read('PricePlan/myPlan', load);
    expect(calls).toHaveLength(2);
    calls[1]!.resolve('Free');
    await expect(fresh).resolves.toBe('Free');
  });

  it('forgets a failed request, so the next read asks again', async () => {
    const requests = new SharedRequests();
    const { load, calls } = deferredLoader();
    const failed = requests.read('User/u-tech', load);
    calls[0]!.reject(new Error('The server could not be reached.'));
    await expect(failed).rejects.toThrow('could not be reached');
    const retried = requests.read('User/u-tech', load);
    expect(calls).toHaveLength(2);
    calls[1]!.resolve('Tech');
    await expect(retried).resolves.toBe('Tech');
  });

  it('keeps different keys apart', () => {
    const requests = new SharedRequests();
    const { load, calls } = deferredLoader();
    void requests.read('beautify:+15550100', load);
    void requests.read('beautify:+15550199', load);
    expect(calls).toHaveLength(2);
  });

  it('hands a prefetched answer over once: the taker gets it, a later take asks the server again', async () => {
    const requests = new SharedRequests();
    const { load, calls } = deferredLoader();
    const prefetched = requests.read('PsaTickets/acme-cw/1001', load);
    const taken = requests.take('PsaTickets/acme-cw/1001', load);
    expect(calls).toHaveLength(1);
    calls[0]!.resolve('ticket 1001');
    await expect(taken).resolves.toBe('ticket 1001');
    await expect(prefetched).resolves.toBe('ticket 1001');
    const refreshed = requests.take('PsaTickets/acme-cw/1001', load);
    expect(calls).toHaveLength(2);
    calls[1]!.resolve('ticket 1001, refreshed');
    await expect(refreshed).resolves.toBe('ticket 1001, refreshed');
  });
});

describe('SharedRequests.clear', () => {
  it('forgets every kept answer (the session ended)', async () => {
    const requests = new SharedRequests();
    const { load, calls } = deferredLoader();
    requests.enter('/pod/connectwise/acme-cw?ticketId=1001');
    const first = requests.read('VerificationSettings', load);
    calls[0]!.resolve('settings');
    await first;
    requests.clear();
    void requests.read('VerificationSettings', load);
    expect(calls).toHaveLength(2);
  });
});
