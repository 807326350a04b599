import { screen } from '@testing-library/react';
import { renderApp } from '@/test/render';

beforeAll(() => import('./AboutPage'));

describe("About, 'Who We Are', in Hindi", () => {
  it('introduces the mentor in Hindi', async () => {
    renderApp('/hi/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'हम कौन हैं' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'अर्जुन कुलकर्णी' })).toBeInTheDocument();
    expect(screen.getByText('संस्थापक और मुख्य मेंटर, TradeSchool')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'अर्जुन कुलकर्णी का इलस्ट्रेटेड पोर्ट्रेट' })).toBeInTheDocument();
    expect(screen.getByText(/^अर्जुन ने 2009 में पुणे में/)).toBeInTheDocument();
  });

  it('names the talks and their play buttons in Hindi, and titles the player', async () => {
    const { user } = renderApp('/hi/about');
    expect(await screen.findByRole('heading', { level: 2, name: 'अर्जुन से सीखें' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^वीडियो चलाएँ: / })).toHaveLength(3);
    const title = 'पोज़िशन साइज़िंग: वह नियम जिसने मेरा अकाउंट बचाया';
    expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `वीडियो चलाएँ: ${title}` }));
    expect(screen.getByTitle(title).tagName).toBe('IFRAME');
  });
});
