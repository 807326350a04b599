import { screen, within } from '@testing-library/react';
import { makeStore } from '@/store/store';
import { logInDemoLearner, renderApp } from '@/test/render';
import { holdEndpoint } from '@mocks/faults';
import { UNOWNED_COURSE_ID } from '@mocks/seed';

// The list holds its loading state a second; the first render of a file is slow on a busy machine.
const LOADED = { timeout: 10_000 };

const cardTitles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

const status = () => screen.getAllByRole('status').find((element) => /कोर्स/.test(element.textContent ?? ''));

const cardTitled = (name: string) => screen.getByRole('heading', { name }).closest('article') as HTMLElement;

async function openCatalog(route = '/hi/courses', options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp(route, options);
  await screen.findAllByRole('link', { name: 'पूरी जानकारी देखें' }, LOADED);
  return view;
}

describe('the course list in Hindi (/hi/courses)', () => {
  it('has the Hindi hero, search, sort and filters, and counts the courses', async () => {
    const list = holdEndpoint('get', '/course/getAll');
    renderApp('/hi/courses');
    expect(await screen.findByRole('heading', { level: 1, name: 'हमारे कोर्स देखें' })).toBeInTheDocument();
    expect(await screen.findByText('कोर्स लोड हो रहे हैं')).toBeInTheDocument();
    list.release();
    await screen.findAllByRole('link', { name: 'पूरी जानकारी देखें' }, LOADED);

    expect(screen.getByRole('search', { name: 'कोर्स ढूँढें' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'कोर्स खोजें' })).toHaveAttribute('placeholder', 'नाम या टॉपिक, जैसे गोल्ड');
    const sort = screen.getByRole('combobox', { name: 'क्रम' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['फ़ीचर्ड पहले', 'कीमत: कम से ज़्यादा', 'कीमत: ज़्यादा से कम', 'रेटिंग']);
    expect(
      within(screen.getByRole('group', { name: 'मार्केट' }))
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['क्रिप्टो', 'गोल्ड', 'स्टॉक्स', 'फॉरेक्स', 'भारतीय मार्केट']);
    expect(
      within(screen.getByRole('group', { name: 'भाषा' }))
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['अंग्रेज़ी', 'हिंदी']);
    expect(status()).toHaveTextContent('8 कोर्स');
  });

  it('filters with the Hindi chips and sort, keeping the same URL query as English', async () => {
    const { user, router } = await openCatalog();
    const markets = screen.getByRole('group', { name: 'मार्केट' });
    await user.click(within(markets).getByRole('button', { name: 'क्रिप्टो' }));
    expect(within(markets).getByRole('button', { name: 'क्रिप्टो' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual(['Crypto Trading Basics', 'Bitcoin Swing Trading']);
    expect(status()).toHaveTextContent('8 में से 2 कोर्स मिले');

    await user.click(within(screen.getByRole('group', { name: 'भाषा' })).getByRole('button', { name: 'हिंदी' }));
    expect(cardTitles()).toEqual(['Crypto Trading Basics']);
    await user.click(within(screen.getByRole('group', { name: 'भाषा' })).getByRole('button', { name: 'हिंदी' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'क्रम' }), 'कीमत: ज़्यादा से कम');
    expect(cardTitles()).toEqual(['Bitcoin Swing Trading', 'Crypto Trading Basics']);
    expect(router.state.location.pathname).toBe('/hi/courses');
    expect(router.state.location.search).toBe('?market=crypto&sort=price-desc');
  });

  it('finds a course by its market as the Hindi page names it', async () => {
    const { user } = await openCatalog();
    await user.type(screen.getByRole('searchbox', { name: 'कोर्स खोजें' }), 'गोल्ड');
    expect(cardTitles()).toEqual(['Gold Trading Masterclass']);
    expect(status()).toHaveTextContent('8 में से 1 कोर्स मिले');
  });

  it('finds a market by the Hindi words learners use for it', async () => {
    const { user } = await openCatalog();
    const search = screen.getByRole('searchbox', { name: 'कोर्स खोजें' });
    await user.type(search, 'सोना');
    expect(cardTitles()).toEqual(['Gold Trading Masterclass']);
    await user.clear(search);
    await user.type(search, 'क्रिप्टो');
    expect(cardTitles()).toEqual(['Crypto Trading Basics', 'Bitcoin Swing Trading']);
  });

  it('says when nothing matches, and Clear filters brings every course back', async () => {
    const { user } = renderApp('/hi/courses?q=zzzz');
    expect(await screen.findByRole('heading', { name: 'कोई कोर्स नहीं मिला' }, LOADED)).toBeInTheDocument();
    expect(screen.getByText('कोई और शब्द, मार्केट या भाषा चुनकर देखें।')).toBeInTheDocument();
    expect(status()).toHaveTextContent('8 में से 0 कोर्स मिले');
    await user.click(screen.getByRole('button', { name: 'फ़िल्टर हटाएँ' }));
    expect(cardTitles()).toHaveLength(8);
    expect(screen.getByRole('searchbox', { name: 'कोर्स खोजें' })).toHaveFocus();
  });

  it('shows each card in Hindi: price, language, length, Featured and its button', async () => {
    await openCatalog();
    const gold = cardTitled('Gold Trading Masterclass');
    expect(within(gold).getByText('₹1,499')).toBeInTheDocument();
    expect(within(gold).getByText('कीमत')).toBeInTheDocument();
    expect(within(gold).getByText('हिंदी')).toBeInTheDocument();
    expect(within(gold).getByText('6 घंटे')).toBeInTheDocument();
    expect(within(gold).getByRole('img', { name: 'Gold Trading Masterclass का थंबनेल' })).toBeInTheDocument();
    expect(within(gold).getByRole('link', { name: 'पूरी जानकारी देखें' })).toHaveAttribute(
      'href',
      `/hi/viewcourse/${UNOWNED_COURSE_ID}`,
    );

    const crypto = cardTitled('Crypto Trading Basics');
    expect(within(crypto).getByText('फ़ीचर्ड')).toBeInTheDocument();
    expect(within(crypto).getByText('अंग्रेज़ी/हिंदी')).toBeInTheDocument();
    expect(within(crypto).getByText('8 घंटे')).toBeInTheDocument();

    // The rating, as a screen reader says it.
    const nifty = cardTitled('Nifty & Bank Nifty Options Trading');
    expect(within(nifty).getByText('8 छात्रों ने 5 में से 4.4 रेटिंग दी')).toBeInTheDocument();
  });

  it("shows the learner's own course as bought, with the way to it", async () => {
    const store = makeStore();
    await logInDemoLearner(store);
    await openCatalog('/hi/courses', { store });
    const owned = cardTitled('Crypto Trading Basics');
    expect(await within(owned).findByRole('button', { name: 'कोर्स खरीद लिया है' })).toBeDisabled();
    expect(within(owned).getAllByRole('link')).toHaveLength(1);
    expect(within(owned).getByRole('link', { name: 'कोर्स पर जाएँ' })).toHaveAttribute(
      'href',
      '/hi/course-viewer/66c0c0de0000000000000001',
    );
  });

  it('names the logo slider and its pause button in Hindi on /hi/SliderCourses', async () => {
    renderApp('/hi/SliderCourses');
    expect(await screen.findByRole('heading', { level: 1, name: 'हमारे कोर्स' })).toBeInTheDocument();
    const slider = screen.getByRole('region', { name: 'कोर्स लोगो' });
    expect(slider).toHaveAttribute('aria-roledescription', 'स्लाइडर');
    expect(await within(slider).findByRole('button', { name: 'लोगो स्लाइडर रोकें' }, LOADED)).toBeInTheDocument();
  });
});
