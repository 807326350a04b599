/**
 * The demo API loads with its seed's password hashes made ahead: each must be the hash of its
 * password, and every seeded learner's password must have one, or loading would hash again.
 *
 * @jest-environment node
 */
import { verifyPassword } from './crypto';
import { SEED_PASSWORD_HASHES } from './db';
import { seedUsers } from './seed';

describe("the seed's password hashes", () => {
  it.each(Object.entries(SEED_PASSWORD_HASHES))('%s verifies against its hash', async (password, hash) => {
    await expect(verifyPassword(password, hash)).resolves.toBe(true);
    await expect(verifyPassword(`${password}!`, hash)).resolves.toBe(false);
  });

  it("lists every seeded learner's password", () => {
    const missing = seedUsers().filter(({ password }) => !(password in SEED_PASSWORD_HASHES));
    expect(missing.map(({ email }) => email)).toEqual([]);
  });
});
