/**
 * The system's colour scheme as the test stub of matchMedia answers `prefers-color-scheme` (see
 * setup.ts): light, as most systems are, unless a test says otherwise.
 */
export const systemColorScheme: { current: 'light' | 'dark' } = { current: 'light' };

/** Switches the system's colour scheme and tells the page's media-query listeners, as a browser does. */
export function setSystemColorScheme(scheme: 'light' | 'dark') {
  systemColorScheme.current = scheme;
  // The stub notifies every listener on 'resize' (setup.ts); each re-evaluates its own query.
  window.dispatchEvent(new Event('resize'));
}

/**
 * Whether the system asks for less motion, as the stub of matchMedia answers
 * `prefers-reduced-motion`: no, as most systems, unless a test says otherwise.
 */
export const systemMotion: { current: 'no-preference' | 'reduce' } = { current: 'no-preference' };

/** Switches the system's motion preference and tells the page's media-query listeners. */
export function setSystemMotion(motion: 'no-preference' | 'reduce') {
  systemMotion.current = motion;
  window.dispatchEvent(new Event('resize'));
}
