import createCache from '@emotion/cache';

/**
 * MUI's styles go through emotion. One cache per page rendered at build time, one in the browser
 * made before hydrating: with the same key, the browser's cache takes over the styles the page's
 * HTML carries (`<style data-emotion="css …">`) instead of inserting them again.
 */
export const createEmotionCache = () => createCache({ key: 'css' });
