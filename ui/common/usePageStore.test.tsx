import { render } from '@testing-library/react';
import { Container } from 'inversify';
import { StrictMode } from 'react';
import { token } from '@core/shared/Token';
import { ServiceProvider } from '../services/ServiceContext';
import { usePageStore, type PageStoreFactory } from './usePageStore';

class CountingStore {
  static made: CountingStore[] = [];
  started = 0;
  disposed = 0;
  constructor(readonly ticket: string) {
    CountingStore.made.push(this);
  }
  start() {
    this.started += 1;
  }
  dispose() {
    this.disposed += 1;
  }
}

const StoreToken = token<PageStoreFactory<{ ticket: string }, CountingStore>>('ui.common.TestPageStore');

function Page({ ticket }: { ticket: string }) {
  const store = usePageStore(StoreToken, { ticket }, [ticket]);
  return <p>{store.ticket}</p>;
}

function renderPage(ticket: string) {
  const container = new Container();
  container.bind(StoreToken).toConstantValue(({ ticket: t }: { ticket: string }) => new CountingStore(t));
  const services = { get: <T,>(id: symbol) => container.get(id) as T };
  const ui = (t: string) => (
    <StrictMode>
      <ServiceProvider services={services}>
        <Page ticket={t} />
      </ServiceProvider>
    </StrictMode>
  );
  const view = render(ui(ticket));
  return { ...view, show: (t: string) => view.rerender(ui(t)) };
}

beforeEach(() => (CountingStore.made = []));

describe('usePageStore', () => {
  it('makes the page its store from the bound factory, started after mount, and survives StrictMode’s remount', () => {
    const view = renderPage('1001');
    const live = CountingStore.made.filter((s) => s.started > 0);
    expect(live).toHaveLength(1);
    expect(live[0]!.started - live[0]!.disposed).toBe(1);
    expect(view.getByText('1001')).toBeInTheDocument();
  });

  it('keeps the store across re-renders, makes a new one for another key, and disposes the old', () => {
    const view = renderPage('1001');
    const first = CountingStore.made.find((s) => s.started > 0)!;
    view.show('1001');
    expect(CountingStore.made.filter((s) => s.ticket === '1001' && s.started > 0)).toEqual([first]);
    view.show('1002');
    const second = CountingStore.made.find((s) => s.ticket === '1002' && s.started > 0)!;
    expect(second.started - second.disposed).toBe(1);
    expect(first.started - first.disposed).toBe(0);
    view.unmount();
    expect(second.started - second.disposed).toBe(0);
  });
});
