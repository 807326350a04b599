/** @jest-environment node */
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

describe('learnerDataApi', () => {
  it('is on for the demo API and off for a school API until it is enabled', () => {
    expect(parseEnv({}, 'http://localhost').learnerDataApi).toBe(true);
    expect(parseEnv({ VITE_API_URL: 'https://api.school.example' }, 'http://localhost').learnerDataApi).toBe(false);
    expect(
      parseEnv({ VITE_API_URL: 'https://api.school.example', VITE_LEARNER_DATA_API: 'true' }, 'http://localhost')
        .learnerDataApi,
    ).toBe(true);
    expect(parseEnv({ VITE_LEARNER_DATA_API: 'off' }, 'http://localhost').learnerDataApi).toBe(false);
  });
});
