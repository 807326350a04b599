import { useEffect, useState } from 'react';
import type { Language } from '@/config/languages';
import { useLanguage } from '@/i18n';
import { safeStorage } from '@/lib/webStorage';
import { CAPTIONS_KEY, type Playhead } from '../playhead';
import { captionLanguageFor } from './lessonCaptions';

const local = safeStorage('localStorage');

/**
 * The captions over the video: in the site's language (or the one the lesson has), shown or hidden
 * as the learner last chose on this device. The player follows the choice, lesson after lesson.
 */
export function useCaptionsChoice(playhead: Playhead, available: readonly Language[]) {
  const site = useLanguage();
  const [shown, setShown] = useState(() => local.getItem(CAPTIONS_KEY) === 'on');
  const language = captionLanguageFor(available, site);
  useEffect(() => {
    // The narration of the demo's lessons follows the captions' language, shown or not.
    playhead.setCaptions({ language: language ?? site, shown: shown && language !== undefined });
  }, [playhead, language, site, shown]);
  const toggle = () => {
    const next = !shown;
    local.setItem(CAPTIONS_KEY, next ? 'on' : 'off');
    setShown(next);
  };
  return { language, shown, toggle };
}
