import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { startTransition, useEffect, useState } from 'react';
import { LOGO_SLIDER } from '@/config/constants';
import { viewCoursePath } from '@/config/paths';
import { Link as RouterLink, useTranslation } from '@/i18n';
import type { Course } from '@/store/models';
import { givenTitle, logoFor } from '../courseMedia';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';

const LOGO_SIZE = 120;
/** The slider's fixed height, kept while the courses load. */
export const LOGO_SLIDER_HEIGHT = 184;

interface CourseLogoSliderProps {
  /** Undefined while the courses load: the slider holds its place. */
  courses: Course[] | undefined;
}

function Slide({ course, untitled, hidden }: { course: Course; untitled: string; hidden?: boolean }) {
  const title = givenTitle(course) || untitled;
  const logo = logoFor(course);
  return (
    <Box
      component="li"
      aria-hidden={hidden || undefined}
      sx={{
        flex: `0 0 ${LOGO_SLIDER.offsetPx}px`,
        width: LOGO_SLIDER.offsetPx,
        display: 'flex',
        justifyContent: 'center',
      }}
    >
      <Box
        component={RouterLink}
        to={viewCoursePath(course._id)}
        tabIndex={hidden ? -1 : undefined}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1,
          width: LOGO_SLIDER.offsetPx - 24,
          textDecoration: 'none',
          color: 'text.primary',
          borderRadius: 2,
          py: 1,
          '&:hover .logo-caption': { textDecoration: 'underline' },
        }}
      >
        {logo ? (
          // Lazy: the row clips all but the slides in view, and the rest are fetched as they slide
          // in. An eager logo would also be preloaded in the page's head by the server render,
          // sharing a slow link with the page's scripts.
          <Box
            component="img"
            src={logo}
            alt=""
            width={LOGO_SIZE}
            height={LOGO_SIZE}
            loading="lazy"
            decoding="async"
            sx={{ width: LOGO_SIZE, height: LOGO_SIZE }}
          />
        ) : (
          // The drawn stand-in of a course without a logo, as its missing thumbnail is drawn: the
          // brand surface with a chart line. The caption below already gives the title.
          <Box
            aria-hidden
            data-testid="logo-fallback"
            sx={{
              width: LOGO_SIZE,
              height: LOGO_SIZE,
              borderRadius: '50%',
              bgcolor: 'brand.surface',
              color: 'brand.accent',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <ShowChartIcon sx={{ fontSize: LOGO_SIZE / 2 }} />
          </Box>
        )}
        <Typography
          className="logo-caption"
          variant="subtitle2"
          component="p"
          sx={{ textAlign: 'center', height: 40, overflow: 'hidden', lineHeight: '20px' }}
        >
          {title}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * The course-logo slider: one slide every LOGO_SLIDER.stepMs, LOGO_SLIDER.offsetPx
 * per slide, back to the first after the last. It stops while hovered or focused, when the learner
 * prefers reduced motion, and with its pause button (WCAG 2.2.2).
 */
export function CourseLogoSlider({ courses }: CourseLogoSliderProps) {
  const { t } = useTranslation('courses');
  const count = courses?.length ?? 0;
  const [step, setStep] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const paused = hovered || focused || stopped || reducedMotion;

  useEffect(() => {
    if (paused || count < 2) return;
    // A transition, like the cards replacing the skeletons (useMinimumDelay): an urgent tick would
    // restart their render each time, and on a busy phone they could wait for seconds.
    const timer = setInterval(() => startTransition(() => setStep((value) => (value + 1) % count)), LOGO_SLIDER.stepMs);
    return () => clearInterval(timer);
  }, [paused, count]);

  const index = count > 0 ? step % count : 0;

  return (
    <Box
      component="section"
      aria-roledescription={t('slider.roleDescription')}
      aria-label={t('slider.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      sx={{ position: 'relative', height: LOGO_SLIDER_HEIGHT, py: 1 }}
    >
      {!courses ? (
        // Still placeholders: most of them are clipped by the row, so the browser could not hand
        // their pulse to the compositor and repainted them on the main thread at every frame of
        // the page's load (the cards' own pulse and the spinner say the list is loading).
        <Box
          aria-hidden
          sx={{ display: 'flex', gap: `${LOGO_SLIDER.offsetPx - LOGO_SIZE}px`, px: 6, overflow: 'hidden' }}
        >
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton
              key={i}
              variant="circular"
              animation={false}
              width={LOGO_SIZE}
              height={LOGO_SIZE}
              sx={{ flex: 'none' }}
            />
          ))}
        </Box>
      ) : (
        <>
          <Box sx={{ overflow: 'hidden', mr: 6 }}>
            <Box
              component="ul"
              data-testid="logo-track"
              data-index={index}
              sx={{
                display: 'flex',
                listStyle: 'none',
                m: 0,
                p: 0,
                transition: reducedMotion ? 'none' : 'transform 600ms ease',
              }}
              // Inline, not sx: each step would otherwise be a new CSS class, compiled and inserted
              // into the page's style sheet (which makes the browser restyle the page) every few seconds.
              style={{ transform: `translateX(-${index * LOGO_SLIDER.offsetPx}px)` }}
            >
              {courses.map((course) => (
                <Slide key={course._id} course={course} untitled={t('untitled')} />
              ))}
              {/* A second, hidden copy fills the space after the last logo. */}
              {courses.map((course) => (
                <Slide key={`copy-${course._id}`} course={course} untitled={t('untitled')} hidden />
              ))}
            </Box>
          </Box>
          {count > 1 && !reducedMotion && (
            <IconButton
              onClick={() => setStopped((value) => !value)}
              aria-label={stopped ? t('slider.play') : t('slider.pause')}
              sx={{
                position: 'absolute',
                right: 0,
                top: '50%',
                transform: 'translateY(-50%)',
                bgcolor: 'background.paper',
                border: 1,
                borderColor: 'divider',
              }}
            >
              {stopped ? <PlayArrowIcon /> : <PauseIcon />}
            </IconButton>
          )}
        </>
      )}
    </Box>
  );
}
