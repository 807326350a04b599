import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '@/store/store';
import type { SessionData } from './session';
import { useLastPracticeSession, usePracticeSession } from './sessionHooks';

const SESSION: SessionData = {
  position: 63,
  start: 59,
  open: null,
  levels: { stop: '', target: '' },
  indicators: { sma: true, ema: false, bollinger: false, rsi: false, macd: false },
};

function harness(setId: string) {
  const seen: { save?: (session: SessionData) => void; session?: SessionData; last?: string } = {};
  function Probe() {
    const [session, save] = usePracticeSession(setId);
    seen.session = session;
    seen.save = save;
    seen.last = useLastPracticeSession()?.setId;
    return null;
  }
  return { seen, Probe };
}

const sessionRecords = (store: ReturnType<typeof makeStore>) =>
  Object.values(store.getState().learnerData?.byOwner.guest?.session?.entities ?? {});

describe('the practice session records', () => {
  it('saves a session once, a save of the same session writing nothing', () => {
    const store = makeStore();
    const { seen, Probe } = harness('bitcoin-risk-per-trade');
    render(
      <Provider store={store}>
        <Probe />
      </Provider>,
    );
    act(() => seen.save?.(SESSION));
    const first = sessionRecords(store)[0]?.updatedAt;
    act(() => seen.save?.({ ...SESSION, levels: { ...SESSION.levels } }));
    expect(sessionRecords(store)).toHaveLength(1);
    expect(sessionRecords(store)[0]?.updatedAt).toBe(first);
    expect(seen.session).toEqual(SESSION);

    act(() => seen.save?.({ ...SESSION, position: 64 }));
    expect(sessionRecords(store)[0]?.updatedAt).not.toBe(first);
    expect(seen.session?.position).toBe(64);
  });

  it('names the set practised last', () => {
    const store = makeStore();
    const one = harness('set-one');
    const two = harness('set-two');
    render(
      <Provider store={store}>
        <one.Probe />
        <two.Probe />
      </Provider>,
    );
    act(() => one.seen.save?.(SESSION));
    act(() => two.seen.save?.(SESSION));
    expect(one.seen.last).toBe('set-two');
    act(() => one.seen.save?.({ ...SESSION, position: 70 }));
    expect(one.seen.last).toBe('set-one');
  });
});
