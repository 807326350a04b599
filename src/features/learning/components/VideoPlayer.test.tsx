import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { VideoPlayer } from './VideoPlayer';

const TITLE = 'Video player: What Is a Blockchain?';

function renderPlayer() {
  return renderWithProviders(
    <VideoPlayer
      otp="otp-1"
      playbackInfo="info-1"
      title={TITLE}
      onProgress={() => undefined}
      onEnded={() => undefined}
    />,
  );
}

describe('the video player offline', () => {
  it("says so in the player's place instead of framing an error page, and frames the player once online", async () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    renderPlayer();
    expect(screen.getByText('You seem to be offline.')).toBeInTheDocument();
    expect(screen.queryByTitle(TITLE)).not.toBeInTheDocument();

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByTitle(TITLE)).toBeInTheDocument();
    expect(screen.queryByText('You seem to be offline.')).not.toBeInTheDocument();
  });

  it('frames the player on Retry once the connection is back, and not before', async () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const { user } = renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('You seem to be offline.')).toBeInTheDocument();

    onLine.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTitle(TITLE)).toBeInTheDocument();
  });
});
