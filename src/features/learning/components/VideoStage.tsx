import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from '@/i18n';
import { errorMessage } from '@/store/apiError';
import { useGetVideoCredentialsQuery } from '../api';
import type { VideoRef } from '../courseOutline';
import { useWatchProgress } from '../hooks/useWatchProgress';
import type { Playhead } from '../playhead';
import { VideoFrame, VideoFrameLoading, VideoFrameMessage } from './VideoFrame';
import { VideoPlayer } from './VideoPlayer';

interface VideoStageProps {
  courseId: string;
  current: VideoRef;
  /** The video has played to its end. */
  onEnded?: () => void;
  /** Where the parts beside the player read and seek the video. */
  playhead?: Playhead;
}

/** Fetches fresh playback credentials for one chapter video and plays it, tracking progress. */
export function VideoStage({ courseId, current, onEnded, playhead }: VideoStageProps) {
  const { t } = useTranslation('learning');
  const { videoUrl, title } = current.video;
  // Credentials are short-lived: always a new request, never an earlier answer.
  const credentials = useGetVideoCredentialsQuery(videoUrl || skipToken, { refetchOnMountOrArgChange: true });
  const progress = useWatchProgress(courseId, current.key);
  const data = credentials.currentData;

  if (!videoUrl || credentials.isError) {
    return (
      <VideoFrame>
        <VideoFrameMessage>
          <Stack role="alert" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography>{errorMessage(credentials.error, t('player.loadFailed'))}</Typography>
            {videoUrl && (
              <Button variant="contained" color="secondary" onClick={() => void credentials.refetch()}>
                {t('player.retry')}
              </Button>
            )}
          </Stack>
        </VideoFrameMessage>
      </VideoFrame>
    );
  }

  if (!data) {
    return (
      <VideoFrame>
        <VideoFrameLoading />
      </VideoFrame>
    );
  }

  return (
    <VideoPlayer
      key={`${current.key}:${data.otp}`}
      otp={data.otp}
      playbackInfo={data.playbackInfo}
      title={t('player.title', { title })}
      startAt={progress.startAt}
      onProgress={progress.onProgress}
      onPause={progress.onPause}
      onAttach={playhead?.attach}
      onEnded={() => {
        progress.onEnded();
        onEnded?.();
      }}
    />
  );
}
