import { screen, within } from '@testing-library/react';
import { formatLongDate } from '@/lib/format';
import { renderApp } from '@/test/render';

const h2s = () =>
  within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('policy pages', () => {
  it('/privacy-policy has the five sections of the policy', async () => {
    renderApp('/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(h2s()).toEqual([
      '1. Information we collect',
      '2. How we use your information',
      '3. Data security',
      '4. Sharing with third parties',
      '5. Your rights',
    ]);
  });

  it('/terms-and-conditions has five sections and says it is not investment advice', async () => {
    renderApp('/terms-and-conditions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(h2s()).toHaveLength(5);
    expect(screen.getByText(/is investment advice/)).toBeInTheDocument();
  });

  it('/cancellation-and-refund states the refund terms of the policy', async () => {
    renderApp('/cancellation-and-refund');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cancellation and Refund Policy' }),
    ).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByText(/within 30 days of the transaction/)).toBeInTheDocument();
    expect(main.getByText(/processed in 5 to 7 business days/)).toBeInTheDocument();
    expect(main.getByText(/cannot be cancelled after payment/)).toBeInTheDocument();
    expect(main.getByText(/technical or service errors/)).toBeInTheDocument();
    expect(main.getByText(/proof of purchase/)).toBeInTheDocument();
  });
});

/** The "Last updated" line of the page and the date in it, as the learner reads it. */
const updatedLine = () => {
  const time = within(screen.getByRole('main')).getByText((_, element) => element?.tagName === 'TIME');
  return { line: time.parentElement?.textContent, date: time.textContent, dateTime: time.getAttribute('dateTime') };
};

describe('the date a policy changed', () => {
  it('reads as an English date on an English page', async () => {
    renderApp('/privacy-policy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    const { line, date, dateTime } = updatedLine();
    expect(date).toBe(formatLongDate('2026-11-01', 'en-IN'));
    expect(date).toMatch(/November/);
    expect(line).toBe(`Last updated: ${date}`);
    expect(dateTime).toBe('2026-11-01');
  });

  it('reads as a Hindi date on a Hindi page', async () => {
    renderApp('/hi/privacy-policy');
    await screen.findByRole('heading', { level: 1, name: 'प्राइवेसी पॉलिसी' });
    const { line, date, dateTime } = updatedLine();
    expect(date).toBe(formatLongDate('2026-11-01', 'hi-IN'));
    expect(date).toMatch(/नवंबर 2026/);
    expect(line).toBe(`अंतिम अपडेट: ${date}`);
    expect(dateTime).toBe('2026-11-01');
  });
});

describe('policy pages in Hindi', () => {
  it('/hi/privacy-policy has the same five sections, in Hindi', async () => {
    renderApp('/hi/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'प्राइवेसी पॉलिसी' })).toBeInTheDocument();
    expect(h2s()).toEqual([
      '1. हम कौन-सी जानकारी लेते हैं',
      '2. हम आपकी जानकारी का इस्तेमाल कैसे करते हैं',
      '3. डेटा की सुरक्षा',
      '4. थर्ड पार्टी के साथ जानकारी शेयर करना',
      '5. आपके अधिकार',
    ]);
    const main = within(screen.getByRole('main'));
    expect(main.getAllByRole('listitem')).toHaveLength(14);
    expect(main.getByText(/support@tradeschool\.example पर लिखें; हम 30 दिनों के अंदर जवाब देते हैं/)).toBeInTheDocument();
  });

  it('/hi/terms-and-conditions has five sections and says it is not investment advice', async () => {
    renderApp('/hi/terms-and-conditions');
    expect(await screen.findByRole('heading', { level: 1, name: 'नियम और शर्तें' })).toBeInTheDocument();
    expect(h2s()).toHaveLength(5);
    expect(h2s()[0]).toBe('1. सिर्फ़ शिक्षा के लिए');
    const main = within(screen.getByRole('main'));
    expect(main.getByText(/कोई भी बात निवेश सलाह, रिसर्च रिपोर्ट/)).toBeInTheDocument();
    expect(main.getByText(/^TradeSchool ट्रेडिंग की शिक्षा देता है।/)).toBeInTheDocument();
  });

  it('/hi/cancellation-and-refund states the same refund terms, in Hindi', async () => {
    renderApp('/hi/cancellation-and-refund');
    expect(await screen.findByRole('heading', { level: 1, name: 'कैंसिलेशन और रिफ़ंड पॉलिसी' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByText(/ट्रांज़ैक्शन के 30 दिनों के अंदर support@tradeschool\.example पर लिखें/)).toBeInTheDocument();
    expect(main.getByText(/5 से 7 वर्किंग डे में/)).toBeInTheDocument();
    expect(main.getByText(/पेमेंट के बाद ऑर्डर कैंसिल नहीं किया जा सकता/)).toBeInTheDocument();
    expect(main.getByText(/तकनीकी या सर्विस से जुड़ी गड़बड़ी/)).toBeInTheDocument();
    expect(main.getByText(/खरीद का सबूत/)).toBeInTheDocument();
    expect(main.getByText(/\+91 98765 43210 पर कॉल करें/)).toBeInTheDocument();
  });
});
