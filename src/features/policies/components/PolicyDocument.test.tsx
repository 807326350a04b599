import { screen, within } from '@testing-library/react';
import { renderApp } from '@/test/render';

const h2s = () =>
  within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('policy pages', () => {
  it('/privacy-policy has the five sections of the spec', async () => {
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

  it('/cancellation-and-refund states the refund terms of the spec', async () => {
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
