import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { API } from '@topup/shared/contract/paths';
import { createTestStore, fail, ok } from '../testing/testStore';
import { defineCall, fillCall } from './defineCall';
import { skipCall, useCall } from './useCall';

const cards = defineCall<{ device: string }, { items: string[] }>('cards', {
  request: ({ device }) => ({ method: 'GET', path: API.getCardSource.path, params: { h5_deviceid: device } }),
});

function Cards({ device, ask }: { device: string | null; ask?: 'ifMissing' | 'never' }) {
  const view = useCall(cards, device === null ? skipCall : { device }, { ask });
  return (
    <div>
      <p data-testid="status">{view.status}</p>
      <p data-testid="items">{view.data?.items.join(',') ?? ''}</p>
      {view.isError && <button onClick={() => void view.refetch()}>retry {view.result}</button>}
    </div>
  );
}

describe('useCall: a component’s view of one call', () => {
  it('asks on mount, shows loading, then the data', async () => {
    const { store, calls } = createTestStore({ route: () => ok({ items: ['a', 'b'] }) });
    render(
      <Provider store={store}>
        <Cards device="d1" />
      </Provider>,
    );
    expect(screen.getByTestId('status').textContent).toBe('loading');
    expect(await screen.findByText('a,b')).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('does not ask what is already kept, nor when skipped or told not to ask', async () => {
    const { store, calls } = createTestStore({ route: () => ok({ items: ['x'] }) });
    store.dispatch(fillCall(cards, { device: 'd1' }, { items: ['kept'] }));
    render(
      <Provider store={store}>
        <Cards device="d1" />
        <Cards device={null} />
        <Cards device="d2" ask="never" />
      </Provider>,
    );
    expect(screen.getByText('kept')).toBeTruthy();
    expect(screen.getAllByTestId('status').map((s) => s.textContent)).toEqual(['ok', 'idle', 'idle']);
    await act(async () => undefined);
    expect(calls).toHaveLength(0);
  });

  it('shows the failure and retries with refetch', async () => {
    let down = true;
    const { store, calls } = createTestStore({ route: () => (down ? fail(-2) : ok({ items: ['back'] })) });
    render(
      <Provider store={store}>
        <Cards device="d1" />
      </Provider>,
    );
    const retry = await screen.findByText('retry -2');
    down = false;
    await act(async () => retry.click());
    expect(await screen.findByText('back')).toBeTruthy();
    expect(calls).toHaveLength(2);
  });
});
