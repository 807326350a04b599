import { screen } from '@testing-library/react';
import { makeStore } from '@/store/store';
import { logInDemoLearner, renderApp } from '@/test/render';

describe.each([
  ['en', '/about', 'Account menu for Asha Verma', ['Trading lab', 'Calculators', 'Review'], ''],
  ['hi', '/hi/about', /Asha Verma/, ['ट्रेडिंग लैब', 'कैलकुलेटर', 'रिव्यू'], '/hi'],
] as const)('the account menu (%s)', (_lang, path, menu, names, prefix) => {
  it('links the trading lab, the calculators and the review', async () => {
    const store = makeStore();
    await logInDemoLearner(store);
    const { user } = renderApp(path, { store });
    await user.click(await screen.findByRole('button', { name: menu }));
    const [lab, tools, review] = names;
    expect(await screen.findByRole('menuitem', { name: lab })).toHaveAttribute('href', `${prefix}/practice`);
    expect(screen.getByRole('menuitem', { name: tools })).toHaveAttribute('href', `${prefix}/tools`);
    expect(screen.getByRole('menuitem', { name: review })).toHaveAttribute('href', `${prefix}/review`);
  });
});
