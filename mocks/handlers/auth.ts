/**
 * Accounts: sign-up with OTP, login, logout, password reset, the user record and enrolled courses.
 * The demo sends no e-mail: every OTP is `DEMO_OTP` ('123456').
 *
 * Wrong passwords and OTPs are held back twice: per e-mail (five in a row lock it) and per client
 * (its remote address: a limit of failures in a window, whatever the e-mails), both answered
 * before any password is hashed.
 */
import { http } from 'msw/core/http';
import { hashPassword, hashPasswordSync, verifyPassword } from '../crypto';
import {
  chargeClient,
  checkingFor,
  clearFailedAttempts,
  clientRefusedUntil,
  createSession,
  createUser,
  db,
  endSession,
  enrolledCourses,
  findUserByEmail,
  getUser,
  lockedUntil,
  normalizeEmail,
  now,
  recordFailedAttempt,
  refundClient,
  setPasswordHash,
  startReset,
  startSignup,
  toPublicUser,
} from '../db';
import {
  authenticate,
  bearerToken,
  clientKey,
  fail,
  forbidden,
  invalidBody,
  isEmail,
  isNonBlankString,
  message,
  ok,
  personName,
  readJsonObject,
  unauthorized,
} from '../handlerUtils';
import { passwordProblem, PASSWORD_MIN_LENGTH, type LoginResponseData, type PasswordProblem } from '../models';
import { apiPath } from '../paths';

const MAX_FIELD_LENGTH = 200;

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again in 15 minutes.';

export const TOO_MANY_FROM_CLIENT = 'Too many failed attempts from your network. Please try again later.';

/** A 429 with the seconds left in `Retry-After`. */
function refusedUntil(until: number, text: string): Response {
  const response = fail(429, text);
  response.headers.set('Retry-After', String(Math.max(1, Math.ceil((until - now()) / 1000))));
  return response;
}

/** The answer while an e-mail is locked. */
const tooManyAttempts = (until: number) => refusedUntil(until, TOO_MANY_ATTEMPTS);

/**
 * The answer to a client past its limit, or null while it may try: asked first, before anything
 * is looked up or hashed.
 */
function clientRefusal(client: string): Response | null {
  const until = clientRefusedUntil(client);
  return until === null ? null : refusedUntil(until, TOO_MANY_FROM_CLIENT);
}

/**
 * The answer to a wrong password or OTP, counted against the e-mail and the client: its own, or
 * the lock's once it is the fifth in a row.
 */
function wrongAttempt(email: string, client: string, answer: () => Response): Response {
  chargeClient(client);
  if (!recordFailedAttempt(email)) return answer();
  return tooManyAttempts(lockedUntil(email) ?? now());
}

/** An e-mail's lock, counted against the client as one more failure. */
function stillLocked(email: string, client: string): Response | null {
  const locked = lockedUntil(email);
  if (locked === null) return null;
  chargeClient(client);
  return tooManyAttempts(locked);
}

let dummyHash: string | undefined;

/**
 * A password hash no password matches, checked for an unknown e-mail so a wrong login costs the
 * same work (and time) whether or not the address has an account. Made once, on first use.
 */
function unknownUserHash(): string {
  dummyHash ??= hashPasswordSync(`no account ${Math.random()}`);
  return dummyHash;
}

/** The answers to a password the rule refuses, on sign-up and on reset. */
export const PASSWORD_REFUSED: Record<PasswordProblem, string> = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  common: 'This password is too common. Please choose another.',
};

/** A 400 naming what is wrong with a new password, or null when the rule lets it through. */
function refusedPassword(password: string): Response | null {
  const problem = passwordProblem(password);
  return problem ? fail(400, PASSWORD_REFUSED[problem]) : null;
}

/** Phone numbers as the sign-up form sends them: at least 10 digits, optional + and spacing. */
function isPhoneNumber(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\+?[\d\s()-]+$/.test(value.trim())) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 15;
}

export const authHandlers = [
  http.post(apiPath('/user/signup'), async ({ request }) => {
    const body = await readJsonObject(request);
    if (!body) return invalidBody();
    const { username, number, email, password } = body;
    // The name as it will be stored and shown: no control characters or direction overrides.
    const name = typeof username === 'string' ? personName(username) : '';
    if (
      !isNonBlankString(name) ||
      !isNonBlankString(number) ||
      !isNonBlankString(email) ||
      !isNonBlankString(password)
    ) {
      return fail(400, 'All fields are required');
    }
    if (name.length > MAX_FIELD_LENGTH || password.length > MAX_FIELD_LENGTH) return fail(400, 'Field too long');
    if (!isEmail(email)) return fail(400, 'Invalid email address');
    if (!isPhoneNumber(number)) return fail(400, 'Invalid phone number');
    const weak = refusedPassword(password);
    if (weak) return weak;
    if (findUserByEmail(email)) return fail(409, 'Email already exists');

    // Signing up again before verifying simply replaces the pending sign-up.
    startSignup({
      username: name,
      number: number.trim(),
      email,
      passwordHash: await hashPassword(password),
    });
    return message('OTP sent to email');
  }),

  http.post(apiPath('/user/otpVerify'), async ({ request }) => {
    const body = await readJsonObject(request);
    if (!body) return invalidBody();
    const { otp, email, paymentStatus } = body;
    if (typeof otp !== 'string' || !isNonBlankString(email)) return fail(400, 'OTP and email are required');
    if (paymentStatus !== undefined && typeof paymentStatus !== 'boolean')
      return fail(400, 'paymentStatus must be a boolean');

    const client = clientKey(request);
    const refused = clientRefusal(client);
    if (refused) return refused;
    const key = normalizeEmail(email);
    const locked = stillLocked(key, client);
    if (locked) return locked;
    const pending = db.pendingSignups.get(key);
    // No sign-up under way answers as a wrong code: the answer must not tell which addresses
    // are signing up.
    if (!pending || otp.trim() !== pending.otp) return wrongAttempt(key, client, () => fail(400, 'Invalid OTP'));
    clearFailedAttempts(key);
    db.pendingSignups.delete(key);
    // Someone may have registered the address between sign-up and verification.
    if (findUserByEmail(key)) return fail(409, 'Email already exists');

    // The client's paymentStatus is part of the contract but proves nothing: a new learner owns
    // nothing, and their payment status follows what they own.
    createUser(pending);
    return message('OTP verified successfully');
  }),

  http.post(apiPath('/user/login'), async ({ request }) => {
    const body = await readJsonObject(request);
    if (!body) return invalidBody();
    const { email, password, role } = body;
    if (!isNonBlankString(email) || typeof password !== 'string' || password === '') {
      return fail(400, 'Email and password are required');
    }
    if (role !== undefined && role !== 'user') return fail(400, 'Invalid role');

    const client = clientKey(request);
    const refused = clientRefusal(client);
    if (refused) return refused;
    const locked = stillLocked(email, client);
    if (locked) return locked;
    // Counted as a failure before the password is checked, against the e-mail and the client, so
    // guesses sent all at once meet the lock and the client's limit as guesses sent one by one do;
    // a right password takes it back.
    chargeClient(client);
    const lockedByThis = recordFailedAttempt(email);
    const user = findUserByEmail(email);
    // Same answer, and the same hashing work, for an unknown email and a wrong password: neither
    // the words nor the time may reveal who has an account.
    const matches = await checkingFor(client, () => verifyPassword(password, user?.passwordHash ?? unknownUserHash()));
    if (!user || !matches) {
      return lockedByThis ? tooManyAttempts(lockedUntil(email) ?? now()) : fail(401, 'Invalid email or password');
    }
    refundClient(client);
    clearFailedAttempts(email);
    const data: LoginResponseData = { token: createSession(user._id), user: toPublicUser(user) };
    return ok(data, 'Login successful');
  }),

  http.post(apiPath('/user/forgotPass'), async ({ request }) => {
    const body = await readJsonObject(request);
    if (!body) return invalidBody();
    const { email } = body;
    if (!isNonBlankString(email)) return fail(400, 'Email is required');
    if (!isEmail(email)) return fail(400, 'Invalid email address');
    // The same answer whether or not the address has an account: this call must not tell.
    if (findUserByEmail(email)) startReset(email);
    return message('OTP sent to your email');
  }),

  http.post(apiPath('/user/resetPass'), async ({ request }) => {
    const body = await readJsonObject(request);
    if (!body) return invalidBody();
    const { email, otp, newPassword } = body;
    if (!isNonBlankString(email) || !isNonBlankString(otp) || !isNonBlankString(newPassword)) {
      return fail(400, 'All fields are required');
    }
    if (newPassword.length > MAX_FIELD_LENGTH) return fail(400, 'Field too long');
    // Checked before the code, so a refused password does not use up an attempt.
    const weak = refusedPassword(newPassword);
    if (weak) return weak;

    const client = clientKey(request);
    const refused = clientRefusal(client);
    if (refused) return refused;
    const key = normalizeEmail(email);
    const locked = stillLocked(key, client);
    if (locked) return locked;
    const user = findUserByEmail(key);
    const pending = db.pendingResets.get(key);
    // An unknown address, or no reset requested, counts as a wrong OTP: there is no OTP this one
    // could match, and the answer must not tell who has an account.
    if (!user || !pending || otp.trim() !== pending.otp)
      return wrongAttempt(key, client, () => fail(400, 'Invalid OTP'));

    clearFailedAttempts(key);
    db.pendingResets.delete(key);
    setPasswordHash(user, await hashPassword(newPassword));
    return message('Password updated successfully');
  }),

  // Ends the session of the token it carries, at once: the token reads and writes nothing after.
  // Ending one already over answers the same, so a second logout (another tab) is no error.
  http.post(apiPath('/user/logout'), ({ request }) => {
    const token = bearerToken(request);
    if (token === null) return unauthorized();
    endSession(token);
    return message('Logged out');
  }),

  http.get<{ id: string }>(apiPath('/user/get-user/:id'), ({ request, params }) => {
    const auth = authenticate(request);
    if (auth.kind !== 'user') return unauthorized();
    if (params.id !== auth.user._id) return forbidden();
    const user = getUser(params.id);
    return user ? ok(toPublicUser(user)) : fail(404, 'User not found');
  }),

  // The school API really nests this path under a second /api.
  http.get(apiPath('/api/enrolled-courses'), ({ request }) => {
    const auth = authenticate(request);
    if (auth.kind !== 'user') return unauthorized();
    return ok(enrolledCourses(auth.user));
  }),
];
