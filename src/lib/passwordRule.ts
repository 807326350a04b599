/**
 * The password rule, one for the sign-up and reset forms and for the demo API that enforces it as
 * the school's server must: long enough, and not one of the passwords tried first by anyone
 * guessing. A short list ships with the site rather than a strength library's dictionaries,
 * which would weigh more than the rest of the sign-up page.
 */

/** The shortest password a learner may choose. */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * Passwords at the top of the published lists of leaked passwords (and their local favourites),
 * compared without regard to case. Only those of PASSWORD_MIN_LENGTH or more are worth listing.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '0123456789',
  '87654321',
  '987654321',
  '11111111',
  '00000000',
  '12341234',
  '11223344',
  '12121212',
  '123123123',
  '1q2w3e4r',
  '1q2w3e4r5t',
  'qwertyui',
  'qwertyuiop',
  'qwerty123',
  'qwerty12',
  'asdfghjkl',
  'zxcvbnm1',
  'password',
  'password1',
  'password12',
  'password123',
  'password@123',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  'iloveyou',
  'iloveyou1',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'whatever',
  'trustno1',
  'superman',
  'starwars',
  'welcome1',
  'welcome123',
  'welcome@123',
  'abcd1234',
  'abc12345',
  'abcdefgh',
  'aa123456',
  'admin123',
  'admin@123',
  'letmein1',
  'computer',
  'internet',
  'michelle',
  'jennifer',
  'samsung1',
  'google123',
  'india123',
  'india@123',
  'bharat123',
  'krishna1',
  'ganesh123',
  'sairam123',
  'omsairam',
  'cricket1',
  'mumbai123',
  'delhi123',
  'trading1',
  'trading123',
  'stocks123',
  'nifty123',
  'sensex123',
  'changeme',
  'test1234',
  'testtest',
  'qazwsxedc',
  'zaq12wsx',
  'q1w2e3r4',
  'q1w2e3r4t5',
]);

export type PasswordProblem = 'tooShort' | 'common';

/** What is wrong with a password under the rule, or null when it may be used. */
export function passwordProblem(password: string): PasswordProblem | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (COMMON_PASSWORDS.has(password.trim().toLowerCase())) return 'common';
  return null;
}

export type PasswordStrength = 'weak' | 'fair' | 'strong';

/**
 * A hint while the learner types, not a second rule: a password the rule refuses is weak; one that
 * passes is stronger the longer it is and the more kinds of character it mixes.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (passwordProblem(password) !== null) return 'weak';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((kind) => kind.test(password)).length;
  const length = [...password].length;
  if (length >= 16 || (length >= 12 && kinds >= 3) || (length >= 10 && kinds === 4)) return 'strong';
  if (kinds >= 2 || length >= 12) return 'fair';
  return 'weak';
}
