import { screen, waitFor, within } from '@testing-library/react';
import { promoDismissed } from '@/features/promo/promoSlice';
import { makeStore } from '@/store/store';
import { renderApp } from '@/test/render';
import { withFault } from '@mocks/faults';
import { OWNED_COURSE_ID } from '@mocks/seed';

/** The Hindi Home page with this session's popup already closed. */
function renderHindiHome() {
  const store = makeStore();
  store.dispatch(promoDismissed());
  return renderApp('/hi', { store });
}

describe('Home page in Hindi', () => {
  beforeAll(() => import('./HomePage'));

  it('invites visitors in Hindi, with the course link staying on Hindi pages', async () => {
    renderHindiHome();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'TradeSchool से जुड़ें और ट्रेडिंग के ज़रिए आर्थिक सफलता की ओर बढ़ें',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('अनुशासन के साथ ट्रेडिंग सीखें')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'कोर्स देखें' })).toHaveAttribute('href', '/hi/courses');
    expect(screen.getByRole('link', { name: /^WhatsApp पर हमसे बात करें/ })).toHaveAttribute('target', '_blank');
  });

  it('links each sample package to its Hindi course page, with its price and a Hindi label', async () => {
    renderHindiHome();
    const strip = await screen.findByRole('region', { name: 'लोकप्रिय पैकेज' });
    const link = within(strip).getByRole('link', { name: 'क्रिप्टो ट्रेडिंग की बेसिक्स' });
    expect(link).toHaveAttribute('href', `/hi/viewcourse/${OWNED_COURSE_ID}`);
    await waitFor(() => expect(link.closest('li')).toHaveTextContent('कीमत: ₹499'));
  });

  it('says in Hindi that the packages are examples when the course list cannot be had', async () => {
    withFault('get', '/course/getAll', 'server-error');
    renderHindiHome();
    const strip = await screen.findByRole('region', { name: 'लोकप्रिय पैकेज' });
    const link = within(strip).getByRole('link', { name: 'Annual Trading Package 2027' });
    expect(await within(link.closest('li') as HTMLElement).findByText('उदाहरण पैकेज · सभी कोर्स देखें')).toBeInTheDocument();
    expect(link).toHaveAttribute('href', '/hi/courses');
  });

  it('names every section below in Hindi', async () => {
    renderHindiHome();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('heading', { level: 2, name: 'लोकप्रिय पैकेज' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Annual Trading Package 2027' })).toBeInTheDocument();

    const reasons = await screen.findByRole('region', { name: 'आज ही जुड़ने की खास वजहें' });
    expect(within(reasons).getByRole('heading', { name: 'एक्सपर्ट मेंटर से सीखें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'अक्सर पूछे जाने वाले सवाल' })).toBeInTheDocument();

    const video = screen.getByRole('region', { name: 'ज्ञान, अब आपकी उंगलियों पर' });
    expect(video.querySelector('video')).toHaveTextContent(/^आपका ब्राउज़र यह वीडियो नहीं चला सकता।$/);

    const partners = screen.getByRole('region', { name: 'हमारे ट्रेडिंग पार्टनर' });
    expect(within(partners).getByRole('region', { name: 'ट्रेडिंग पार्टनर' })).toBeInTheDocument();
    expect(within(partners).getByRole('button', { name: 'अगले पार्टनर' })).toBeInTheDocument();
  });
});
