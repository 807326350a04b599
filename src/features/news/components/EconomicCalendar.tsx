import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Trans } from 'react-i18next';
import { ErrorState } from '@/components/feedback/ErrorState';
import { CALENDAR } from '@/config/constants';
import { env } from '@/config/env';
import { useTranslation } from '@/i18n';
import type { CalendarSettings } from '../calendarSettings';

const WIDGET_ID = 'economicCalendarWidget';

type Status = 'loading' | 'ready' | 'failed';

/**
 * The Tradays economic calendar. Its script reads the settings from its own text and draws into
 * `#economicCalendarWidget`; we add it when the page shows and take it away when the page goes.
 */
export function EconomicCalendar({ settings, title }: { settings: CalendarSettings; title: string }) {
  const { t } = useTranslation('news');
  const hostRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);
  const json = JSON.stringify(settings);

  useEffect(() => {
    const host = hostRef.current;
    const widget = widgetRef.current;
    if (!host || !widget) return undefined;
    let script: HTMLScriptElement | null = null;
    let timeout: ReturnType<typeof setTimeout> | undefined;

    // The widget counts as loaded once it has drawn something into its container.
    const observer = new MutationObserver(() => {
      if (widget.childElementCount > 0) {
        clearTimeout(timeout);
        setStatus('ready');
      }
    });

    // Deferred one tick: StrictMode's mount-unmount-mount cancels the first before any script
    // exists, so the third party's code is fetched and run once.
    const inject = setTimeout(() => {
      if (host.querySelector('script[data-type="calendar-widget"]')) return;
      script = document.createElement('script');
      script.type = 'text/javascript';
      script.async = true;
      script.dataset.type = 'calendar-widget';
      script.src = env.calendarScriptUrl;
      script.text = json;
      script.onerror = () => {
        clearTimeout(timeout);
        setStatus('failed');
      };
      observer.observe(widget, { childList: true });
      timeout = setTimeout(() => {
        if (widget.childElementCount === 0) setStatus('failed');
      }, CALENDAR.loadTimeoutMs);
      host.appendChild(script);
    }, 0);

    return () => {
      clearTimeout(inject);
      clearTimeout(timeout);
      observer.disconnect();
      script?.remove();
      // Whatever the third party drew belongs to this visit; leave nothing behind.
      widget.replaceChildren();
    };
  }, [json, attempt]);

  const retry = () => {
    setStatus('loading');
    setAttempt((value) => value + 1);
  };

  return (
    <Box component="section" aria-labelledby="economic-calendar-title" aria-busy={status === 'loading'}>
      <Typography id="economic-calendar-title" variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {/* One frame for every state: the loading line and the error sit inside the widget's space,
          so neither arriving nor leaving moves the credit line and the footer (layout shift). */}
      <Box
        ref={hostRef}
        sx={{
          position: 'relative',
          minHeight: CALENDAR.heightPx,
          bgcolor: 'background.paper',
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          overflow: 'hidden',
        }}
      >
        <div id={WIDGET_ID} ref={widgetRef} />
        {status !== 'ready' && (
          <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', p: 2 }}>
            {status === 'failed' ? (
              <ErrorState message={t('calendar.error')} onRetry={retry} />
            ) : (
              <Typography role="status" sx={{ color: 'text.secondary' }}>
                {t('calendar.loading')}
              </Typography>
            )}
          </Box>
        )}
      </Box>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {/* The tag is not <link>: Trans reads that as HTML's empty <link> and would leave the name outside. */}
        <Trans
          t={t}
          i18nKey="calendar.credit"
          components={{
            tradays: (
              <Link
                href="https://www.tradays.com/en/economic-calendar"
                target="_blank"
                rel="noopener noreferrer"
                underline="always"
              />
            ),
          }}
        />
      </Typography>
    </Box>
  );
}
