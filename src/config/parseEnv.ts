import { PROMO } from './constants';

/** The site's configuration, read from build-time variables with the demo API's values as defaults. */
export interface Env {
  /** The school API's base URL, absolute. */
  apiUrl: string;
  /**
   * The public origin of the site, without a trailing slash: canonical URLs, share cards, the
   * sitemap and robots.txt are written against it. Defaults to the origin the site is served from.
   */
  siteUrl: string;
  razorpayScriptUrl: string;
  razorpayKeyId: string;
  videoPlayerUrl: string;
  videoPlayerApiUrl: string;
  calendarScriptUrl: string;
  emailJs: { serviceId: string; templateId: string; publicKey: string; toEmail: string };
  chatUrl: string;
  /** Sent as `x-goog-api-key` only when set: prefer a proxy URL that keeps the key on a server. */
  chatApiKey: string;
  whatsappUrl: string;
  /** Origins of a media CDN serving images and video, allowed by the Content-Security-Policy. */
  mediaHosts: string[];
  /**
   * The festival offer: the package it sells, its prices (rupees) and end (ISO 8601 with offset),
   * and the year its title names (the end's, in India); defaults from PROMO.
   */
  promo: { packageName: string; originalPrice: number; offerPrice: number; endsAt: string; year: number };
  isDev: boolean;
  /** The year the site was built in (the footer's until the browser has hydrated the page). */
  buildYear: number;
  /** No school API is configured: the demo API answers on the site's own server (and in the build). */
  demoApi: boolean;
  /**
   * The API offers the learner-data contract (docs/learner-data-api.md): progress and notes sync
   * with the learner's account, and certificates are issued and verified by the server. On for the
   * demo API; off for a school API unless VITE_LEARNER_DATA_API turns it on.
   */
  learnerDataApi: boolean;
}

type RawEnv = Record<string, string | boolean | undefined>;

const text = (raw: RawEnv, key: string, fallback: string): string => {
  const value = raw[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
};

/** A whole number of rupees above zero, else the fallback. */
const rupees = (raw: RawEnv, key: string, fallback: number): number => {
  const value = Number(text(raw, key, ''));
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/** A date the browser can read, else the fallback. */
const instant = (raw: RawEnv, key: string, fallback: string): string => {
  const value = text(raw, key, fallback);
  return Number.isNaN(Date.parse(value)) ? fallback : value;
};

function promo(raw: RawEnv): Env['promo'] {
  const originalPrice = rupees(raw, 'VITE_PROMO_ORIGINAL_PRICE', PROMO.originalPrice);
  const offerPrice = rupees(raw, 'VITE_PROMO_OFFER_PRICE', PROMO.offerPrice);
  // An "offer" dearer than the original would advertise a negative saving: keep the defaults then.
  const prices =
    offerPrice < originalPrice
      ? { originalPrice, offerPrice }
      : { originalPrice: PROMO.originalPrice, offerPrice: PROMO.offerPrice };
  const endsAt = instant(raw, 'VITE_PROMO_ENDS_AT', PROMO.endsAt);
  return {
    packageName: text(raw, 'VITE_PROMO_PACKAGE', PROMO.packageName),
    ...prices,
    endsAt,
    year: Number(
      new Intl.DateTimeFormat('en-IN', { year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date(endsAt)),
    ),
  };
}

/** Relative URLs resolve against the site's origin, so the demo API can live on the same server. */
const absolute = (url: string, origin: string): string => new URL(url, origin).href.replace(/\/$/, '');

/** A yes/no switch ('true'/'on'/'1', 'false'/'off'/'0'), else the fallback. */
const flag = (raw: RawEnv, key: string, fallback: boolean): boolean => {
  const value = text(raw, key, '').toLowerCase();
  if (['true', 'on', '1', 'yes'].includes(value)) return true;
  if (['false', 'off', '0', 'no'].includes(value)) return false;
  return fallback;
};

export function parseEnv(raw: RawEnv, origin: string): Env {
  const demoApi = text(raw, 'VITE_API_URL', '') === '';
  return {
    apiUrl: absolute(text(raw, 'VITE_API_URL', '/api'), origin),
    siteUrl: absolute(text(raw, 'VITE_SITE_URL', origin), origin),
    razorpayScriptUrl: text(raw, 'VITE_RAZORPAY_SCRIPT_URL', '/demo/checkout.js'),
    razorpayKeyId: text(raw, 'VITE_RAZORPAY_KEY_ID', 'rzp_test_demo'),
    videoPlayerUrl: text(raw, 'VITE_VIDEO_PLAYER_URL', '/demo/player.html'),
    videoPlayerApiUrl: text(raw, 'VITE_VIDEO_PLAYER_API_URL', '/demo/player-api.js'),
    calendarScriptUrl: text(
      raw,
      'VITE_CALENDAR_SCRIPT_URL',
      'https://www.tradays.com/c/js/widgets/calendar/widget.js?v=13',
    ),
    emailJs: {
      serviceId: text(raw, 'VITE_EMAILJS_SERVICE_ID', ''),
      templateId: text(raw, 'VITE_EMAILJS_TEMPLATE_ID', ''),
      publicKey: text(raw, 'VITE_EMAILJS_PUBLIC_KEY', ''),
      toEmail: text(raw, 'VITE_CONTACT_TO_EMAIL', 'support@tradeschool.example'),
    },
    chatUrl: absolute(text(raw, 'VITE_CHAT_URL', '/demo/llm'), origin),
    chatApiKey: text(raw, 'VITE_CHAT_API_KEY', ''),
    whatsappUrl: text(raw, 'VITE_WHATSAPP_URL', 'https://wa.me/910000000000'),
    mediaHosts: text(raw, 'VITE_MEDIA_HOSTS', '').split(/\s+/).filter(Boolean),
    promo: promo(raw),
    isDev: raw.DEV === true,
    demoApi,
    learnerDataApi: flag(raw, 'VITE_LEARNER_DATA_API', demoApi),
    buildYear: Number(text(raw, 'VITE_BUILD_YEAR', '')) || new Date().getFullYear(),
  };
}
