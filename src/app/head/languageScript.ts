import { LANGUAGE_INFO, LANGUAGE_STORAGE_KEY } from '@/config/languages';
import { pagePathPattern } from '@/config/paths';
import { pagePatternSources } from '../pages';

const hindi = LANGUAGE_INFO.hi.prefix;

/**
 * The text of an inline script for the page's head: a learner who picked a language with the
 * switch is taken to the page in that language when they arrive on the other one (a link from
 * elsewhere, a bookmark), before anything paints. A first visit has no choice stored and stays
 * where it is. Only a declared page of the site is ever a target: what follows the prefix of
 * `/hi//evil.example` would otherwise be taken as another host. The build allows the script by the
 * hash of this text (see tools/prerender.ts; the README's policy names the same hash).
 */
export const languageScript = `(function(){try{var c=localStorage.getItem(${JSON.stringify(
  LANGUAGE_STORAGE_KEY,
)}),l=location,p=l.pathname,h=/^\\${hindi}(?=\\/|$)/i.test(p),b=h?p.slice(${hindi.length})||'/':p,t;if(!${pagePathPattern(pagePatternSources).toString()}.test(b))return;if(c==='hi'&&!h)t='${hindi}'+(b==='/'?'':b);else if(c==='en'&&h)t=b;if(t)l.replace(t+l.search+l.hash)}catch(e){}})();`;
