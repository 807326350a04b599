import { parseEnv } from './parseEnv';

describe('siteUrl', () => {
  it('defaults to the origin the site is served from', () => {
    expect(parseEnv({}, 'http://localhost:4173').siteUrl).toBe('http://localhost:4173');
  });

  it('takes VITE_SITE_URL, without a trailing slash', () => {
    expect(parseEnv({ VITE_SITE_URL: 'https://www.tradeschool.example/' }, 'http://localhost:4173').siteUrl).toBe(
      'https://www.tradeschool.example',
    );
  });
});
