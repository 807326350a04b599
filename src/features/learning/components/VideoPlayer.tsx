import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { startTransition, useEffect, useEffectEvent, useRef, useState } from 'react';
import { OfflineNotice } from '@/components/feedback/OfflineNotice';
import { useTranslation } from '@/i18n';
import { loadVdoPlayerApi, playerUrl, type VdoCustomApi, type VdoVideo } from '../vdoPlayer';
import { VideoFrame, VideoFrameLoading, VideoFrameMessage } from './VideoFrame';

export interface VideoPlayerProps {
  otp: string;
  playbackInfo: string;
  /** Names the iframe for screen readers. */
  title: string;
  /** Where to start, in seconds (resume); applied once the video's length is known. */
  startAt?: number;
  onProgress: (seconds: number, duration: number) => void;
  onEnded: () => void;
  onPause?: (seconds: number) => void;
  /** The player's video (and its custom API) once it can be read and seeked, and null when it goes. */
  onAttach?: (video: VdoVideo | null, frame: HTMLIFrameElement, api?: VdoCustomApi) => void;
}

/** Do not resume into the last seconds: the learner would land on the end screen. */
const RESUME_TAIL_SECONDS = 3;

/**
 * VdoCipher's DRM player in its iframe, with its events read through the player API. One
 * instance plays one set of credentials: mount it with a `key` per video, so that switching
 * videos removes the old iframe and its listeners.
 */
export function VideoPlayer({
  otp,
  playbackInfo,
  title,
  startAt = 0,
  onProgress,
  onEnded,
  onPause,
  onAttach,
}: VideoPlayerProps) {
  const { t } = useTranslation('learning');
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const [apiFailed, setApiFailed] = useState(false);
  // The iframe comes in a commit of its own, just after the viewer around it: creating its
  // browsing context (in the page's own process on phones) costs about as much as the rest of
  // that commit, and together they were one long task.
  const [framed, setFramed] = useState(false);
  useEffect(() => {
    startTransition(() => setFramed(true));
  }, []);
  // The API is attached once the player's page has loaded. Reaching into the frame before that
  // (the API posts to its window at once) makes the browser build a window for the frame's
  // placeholder page first: main-thread work, longest on a slow phone, for nothing.
  // Its script is fetched meanwhile; the metadata of a video that has loaded is read on attaching.
  const [frameLoaded, setFrameLoaded] = useState(false);
  // Offline, the player's page would be the browser's error page inside the frame: the stage says
  // so instead, and frames the player on Retry or once the connection is back.
  const [awaitingConnection, setAwaitingConnection] = useState(() => !navigator.onLine);
  useEffect(() => {
    if (!awaitingConnection) return undefined;
    const reconnected = () => setAwaitingConnection(false);
    window.addEventListener('online', reconnected);
    return () => window.removeEventListener('online', reconnected);
  }, [awaitingConnection]);

  const progressed = useEffectEvent((seconds: number, duration: number) => onProgress(seconds, duration));
  const ended = useEffectEvent(() => onEnded());
  const paused = useEffectEvent((seconds: number) => onPause?.(seconds));
  const resumeAt = useEffectEvent(() => startAt);
  const attached = useEffectEvent((video: VdoVideo | null, frame: HTMLIFrameElement, api?: VdoCustomApi) =>
    onAttach?.(video, frame, api),
  );

  useEffect(() => {
    const iframe = iframeRef.current;
    if (!iframe) return undefined;
    let cancelled = false;
    let detach = () => {};

    loadVdoPlayerApi()
      .then((api) => {
        if (cancelled || !frameLoaded) return;
        const { video, api: custom } = api.getInstance(iframe);
        const start = resumeAt();
        let seeked = false;
        // Seek once, as soon as the length is known (the metadata may have loaded already).
        const seekOnce = () => {
          const duration = video.duration;
          if (seeked || !(duration > 0)) return;
          seeked = true;
          if (start > 0 && start < duration - RESUME_TAIL_SECONDS) video.currentTime = start;
        };
        const handleMetadata = () => seekOnce();
        const handleTime = () => {
          seekOnce();
          progressed(video.currentTime, video.duration);
        };
        const handlePause = () => paused(video.currentTime);
        const handleEnded = () => ended();
        video.addEventListener('loadedmetadata', handleMetadata);
        video.addEventListener('timeupdate', handleTime);
        video.addEventListener('pause', handlePause);
        video.addEventListener('ended', handleEnded);
        seekOnce();
        attached(video, iframe, custom);
        // A script that failed while the frame loaded may have loaded on the second try.
        setApiFailed(false);
        detach = () => {
          attached(null, iframe);
          video.removeEventListener('loadedmetadata', handleMetadata);
          video.removeEventListener('timeupdate', handleTime);
          video.removeEventListener('pause', handlePause);
          video.removeEventListener('ended', handleEnded);
        };
      })
      .catch(() => {
        // The video still plays without the API; only progress tracking is lost.
        if (!cancelled) setApiFailed(true);
      });

    return () => {
      cancelled = true;
      detach();
    };
    // Again once `framed` (the iframe exists from then on), and once it has loaded.
  }, [otp, playbackInfo, framed, frameLoaded]);

  return (
    <>
      <VideoFrame>
        {awaitingConnection ? (
          <VideoFrameMessage>
            <OfflineNotice onRetry={() => setAwaitingConnection(!navigator.onLine)} />
          </VideoFrameMessage>
        ) : framed ? (
          <Box
            component="iframe"
            ref={iframeRef}
            src={playerUrl(otp, playbackInfo)}
            title={title}
            allow="encrypted-media"
            allowFullScreen
            onLoad={() => setFrameLoaded(true)}
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
          />
        ) : (
          <VideoFrameLoading />
        )}
      </VideoFrame>
      {apiFailed && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('player.progressNotSaved')}
        </Typography>
      )}
    </>
  );
}
