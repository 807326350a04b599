import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { FaqSection } from './FaqSection';

const QUESTIONS = [
  'TradeSchool क्या है?',
  'अकाउंट कैसे बनाएँ?',
  'ट्रेडिंग फ़ीस कितनी है?',
  'क्या बिना पैसा लगाए प्रैक्टिस हो सकती है?',
  'क्या मेरी निजी जानकारी सुरक्षित है?',
];

describe('Frequently Asked Questions in Hindi', () => {
  it('asks the five questions in Hindi and opens a Hindi answer', async () => {
    const { user } = renderWithProviders(<FaqSection />, { route: '/hi' });
    expect(screen.getByRole('heading', { level: 2, name: 'अक्सर पूछे जाने वाले सवाल' })).toBeInTheDocument();
    for (const question of QUESTIONS) expect(screen.getByRole('button', { name: question })).toBeInTheDocument();

    const signUp = screen.getByRole('button', { name: 'अकाउंट कैसे बनाएँ?' });
    await user.click(signUp);
    expect(signUp).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'अकाउंट कैसे बनाएँ?' });
    expect(answer).toHaveTextContent(/होमपेज पर साइन अप बटन पर क्लिक करें/);
    expect(answer).toHaveTextContent(/OTP से अपना ईमेल वेरिफ़ाई करें/);
  });
});
