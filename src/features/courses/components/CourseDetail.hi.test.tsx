import { screen, within } from '@testing-library/react';
import { makeStore } from '@/store/store';
import { logInDemoLearner, renderApp } from '@/test/render';
import { withFault } from '@mocks/faults';
import { OWNED_COURSE_ID, REVIEWED_COURSE_ID, UNOWNED_COURSE_ID } from '@mocks/seed';

// The course page's first render on a busy machine takes seconds.
const LOADED = { timeout: 10_000 };

describe('course detail in Hindi (/hi/viewcourse)', () => {
  it('shows the price, saving, facts, Buy Now and the rating in Hindi', async () => {
    renderApp(`/hi/viewcourse/${REVIEWED_COURSE_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nifty & Bank Nifty Options Trading' }, LOADED),
    ).toBeInTheDocument();
    expect(screen.getByText('₹24,999')).toBeInTheDocument();
    expect(screen.getByText('₹39,999').tagName).toBe('DEL');
    expect(screen.getByText('असली कीमत')).toBeInTheDocument();
    expect(screen.getByText('₹15,000 की बचत (38% छूट)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अभी खरीदें' })).toBeEnabled();

    const facts = screen.getByRole('heading', { name: 'कोर्स की जानकारी' }).nextElementSibling as HTMLElement;
    const fact = (label: string) => within(facts).getByText(label).closest('div')?.querySelector('dd');
    expect(fact('भाषा')).toHaveTextContent('हिंदी');
    expect(fact('नोट्स')).toHaveTextContent('उपलब्ध');
    expect(fact('सर्टिफ़िकेट')).toHaveTextContent('हाँ');
    expect(fact('अवधि')).toHaveTextContent('20 घंटे');

    expect(await screen.findByText('(8 रेटिंग)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'छात्रों के रिव्यू' })).toBeInTheDocument();
    expect(await screen.findByText('कुल रेटिंग: 8')).toBeInTheDocument();
  });

  it('shows the syllabus with Hindi counts and the intro video button', async () => {
    renderApp(`/hi/viewcourse/${UNOWNED_COURSE_ID}`);
    const region = await screen.findByRole('region', { name: 'कोर्स का सिलेबस' }, LOADED);
    expect(within(region).getByText('2 चैप्टर · 4 लेसन · 6 घंटे')).toBeInTheDocument();
    expect(region.querySelector('summary')).toHaveTextContent('1. What Moves Gold2 लेसन');
    expect(screen.getByRole('img', { name: 'Gold Trading Masterclass इंट्रो' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'इंट्रो वीडियो चलाएँ' })).toBeInTheDocument();
  });

  it('says in Hindi that a course is unknown, with a link to the Hindi list', async () => {
    renderApp('/hi/viewcourse/66c0c0de0000000000000999');
    expect(await screen.findByRole('heading', { name: 'इस कोर्स की जानकारी उपलब्ध नहीं है' }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सभी कोर्स देखें' })).toHaveAttribute('href', '/hi/courses');
  });

  it('says in Hindi what failed when the course cannot be fetched', async () => {
    withFault('get', '/course/getById/:id', 'server-error', { once: true });
    renderApp(`/hi/viewcourse/${UNOWNED_COURSE_ID}`);
    expect(await screen.findByText('कोर्स की जानकारी नहीं मिल पाई', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByText('कोर्स की जानकारी लोड नहीं हो पाई। कृपया थोड़ी देर बाद फिर से कोशिश करें।')).toBeInTheDocument();
  });

  it("lists what's included and offers Enroll Now on the second layout (/hi/course)", async () => {
    renderApp(`/hi/course/${UNOWNED_COURSE_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gold Trading Masterclass' }, LOADED),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'इस कोर्स में क्या मिलेगा' })).toBeInTheDocument();
    const list = screen.getByRole('heading', { name: 'इस कोर्स में क्या मिलेगा' }).nextElementSibling as HTMLElement;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '6 घंटे का वीडियो',
      '2 PDF नोट्स डाउनलोड के लिए',
      '2 चैप्टर में 4 लेसन',
      'मोबाइल और टीवी पर एक्सेस',
      'प्रैक्टिस एक्सरसाइज़',
      'कोर्स पूरा करने का सर्टिफ़िकेट',
      'वन-टाइम एक्सेस',
    ]);
    expect(screen.getByRole('button', { name: 'अभी एनरोल करें' })).toBeEnabled();
  });

  it('offers the owner the Hindi course viewer beside the disabled Course Purchased', async () => {
    const store = makeStore();
    await logInDemoLearner(store);
    renderApp(`/hi/viewcourse/${OWNED_COURSE_ID}`, { store });
    expect(await screen.findByRole('button', { name: 'कोर्स खरीद लिया है' }, LOADED)).toBeDisabled();
    expect(screen.getByRole('link', { name: 'कोर्स पर जाएँ' })).toHaveAttribute(
      'href',
      `/hi/course-viewer/${OWNED_COURSE_ID}`,
    );
  });
});
