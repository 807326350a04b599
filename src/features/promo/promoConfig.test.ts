/** @jest-environment node */
import { PROMO } from '@/config/constants';
import { parseEnv } from '@/config/parseEnv';

const promo = (raw: Record<string, string>) => parseEnv(raw, 'http://localhost').promo;

describe('promo configuration', () => {
  it('defaults to the standard offer', () => {
    expect(promo({})).toEqual({
      packageName: 'Annual Trading Package',
      originalPrice: 10_000,
      offerPrice: 4_299,
      endsAt: '2027-10-31T23:59:59+05:30',
      year: 2027,
    });
    expect(PROMO).toMatchObject({ confettiPieces: 300, confettiMs: 6000, countdownTickMs: 1000 });
  });

  it('takes prices and an end date from VITE_PROMO_*', () => {
    expect(
      promo({
        VITE_PROMO_ORIGINAL_PRICE: '12000',
        VITE_PROMO_OFFER_PRICE: '4999',
        VITE_PROMO_ENDS_AT: '2026-11-30T23:59:59+05:30',
      }),
    ).toMatchObject({ originalPrice: 12_000, offerPrice: 4_999, endsAt: '2026-11-30T23:59:59+05:30', year: 2026 });
  });

  it('names the package from VITE_PROMO_PACKAGE, and the year the offer ends in India', () => {
    expect(promo({ VITE_PROMO_PACKAGE: ' Diwali Mega Pack ' }).packageName).toBe('Diwali Mega Pack');
    // 20:00 on 31 December in London is already 1 January in India.
    expect(promo({ VITE_PROMO_ENDS_AT: '2026-12-31T20:00:00Z' }).year).toBe(2027);
    expect(promo({ VITE_PROMO_ENDS_AT: '2026-12-31T18:00:00Z' }).year).toBe(2026);
  });

  it('ignores values that are not whole rupees, an offer above the price and unreadable dates', () => {
    expect(promo({ VITE_PROMO_OFFER_PRICE: 'cheap', VITE_PROMO_ENDS_AT: 'soon' })).toEqual(promo({}));
    expect(promo({ VITE_PROMO_OFFER_PRICE: '-5' })).toEqual(promo({}));
    expect(promo({ VITE_PROMO_OFFER_PRICE: '20000' })).toEqual(promo({}));
  });
});
