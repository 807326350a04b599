import { LANGUAGE_INFO, LANGUAGE_STORAGE_KEY } from '@/config/languages';

const hindi = LANGUAGE_INFO.hi.prefix;

/**
 * The text of an inline script for the page's head: a learner who picked a language with the
 * switch is taken to the page in that language when they arrive on the other one (a link from
 * elsewhere, a bookmark), before anything paints. A first visit has no choice stored and stays
 * where it is. The build allows the script by the hash of this text (see tools/prerender.ts).
 */
export const languageScript = `(function(){try{var c=localStorage.getItem(${JSON.stringify(
  LANGUAGE_STORAGE_KEY,
)}),l=location,p=l.pathname,h=/^\\${hindi}(?=\\/|$)/i.test(p),t;if(c==='hi'&&!h)t='${hindi}'+(p==='/'?'':p);else if(c==='en'&&h)t=p.slice(${
  hindi.length
})||'/';if(t)l.replace(t+l.search+l.hash)}catch(e){}})();`;
