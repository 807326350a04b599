import { act, render, screen, within } from '@testing-library/react';
import { makeStore } from '@/store/store';
import { testI18n } from '@/test/i18n';
import { restoredTestStore, startTestPersistence } from '@/test/persistence';
import { logInDemoLearner } from '@/test/render';
import { App } from './App';
import { createEmotionCache } from './createEmotionCache';

/**
 * A page the build rendered is hydrated with the state it was rendered with: the guest's navbar and
 * the whole course list, whatever this browser has stored. What is stored (the session, the URL's
 * filter) takes over only once the persistor has read it.
 */
describe('a server-rendered page in the browser', () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  it('keeps its server form until the stored state is read, then shows the learner and the filter', async () => {
    const before = await restoredTestStore();
    await logInDemoLearner(before.store);
    await before.persistor.flush();
    window.history.pushState({}, '', '/courses?q=gold');

    const store = makeStore();
    const persistor = startTestPersistence(store, { manual: true });
    render(<App store={store} i18n={testI18n()} emotionCache={createEmotionCache()} persistor={persistor} />);

    const search = await screen.findByRole('searchbox', { name: 'Search courses' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'SignUp' })).toBeInTheDocument();
    expect(search).toHaveValue('');

    act(() => persistor.persist());

    expect(await within(nav).findByRole('link', { name: 'Enrolled Courses' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'SignUp' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('gold');
  });
});
