import { screen } from '@testing-library/react';
import { LANGUAGES, localizePath } from '@/config/languages';
import { makeStore } from '@/store/store';
import { testI18n } from '@/test/i18n';
import { renderApp } from '@/test/render';
import { preloadRoute } from './routes';

/** Names of the cache's bookkeeping objects' inherited members, and other text that is no id. */
const NOT_IDS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', '123'];

describe.each(LANGUAGES)('a page whose path names a record, with an id that is not one (%s)', (lang) => {
  const title = () => testI18n(lang).t('common:notFound.title');

  it.each(NOT_IDS)('"%s" shows the Not Found page on every such route', async (id) => {
    for (const path of [`/viewcourse/${id}`, `/course/${id}`, `/blog/blogs/${id}`]) {
      const { unmount } = renderApp(localizePath(path, lang));
      expect([path, (await screen.findByRole('heading', { level: 1, name: title() })).tagName]).toEqual([path, 'H1']);
      unmount();
    }
  });

  it('asks the API for nothing, so the page is ready before any answer', async () => {
    const store = makeStore();
    await preloadRoute(localizePath('/viewcourse/constructor', lang), store.dispatch, testI18n(lang));
    expect(store.getState().api.queries).toEqual({});
  });
});
