import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { db } from '@mocks/db';
import { withFault } from '@mocks/faults';
import { OWNED_COURSE_ID } from '@mocks/seed';
import { Playhead } from '../playhead';
import { credentialRequests, fakeApi, playerFor, renderViewer, videoButton, videos } from './CourseViewer.testSetup';

describe('CourseViewer', () => {
  it('opens the first video of the first chapter and fetches its credentials', async () => {
    await renderViewer();

    expect(await screen.findByRole('heading', { level: 1, name: 'Crypto Trading Basics' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What Is a Blockchain?' })).toBeInTheDocument();
    // Chapter name and description with words capitalised.
    expect(screen.getByText('Understanding Cryptocurrencies')).toBeInTheDocument();
    expect(
      screen.getByText('What A Blockchain Is, How Coins Differ From Tokens, And Where They Trade.'),
    ).toBeInTheDocument();

    // The player API waits for the player's page: touching the frame earlier costs the phone a
    // window built for the frame's placeholder page.
    const frame = await screen.findByTitle('Video player: What Is a Blockchain?');
    // eslint-disable-next-line testing-library/no-unnecessary-act -- lets the effects of the frame's render run first
    await act(async () => {});
    expect(videos.has(frame as HTMLIFrameElement)).toBe(false);
    const { iframe } = await playerFor('What Is a Blockchain?');
    expect(iframe).toHaveAttribute('allow', 'encrypted-media');
    expect(iframe).toHaveAttribute('allowfullscreen');
    const src = new URL(iframe.getAttribute('src') ?? '', 'http://localhost');
    expect(src.pathname).toBe('/demo/player.html');
    expect(src.searchParams.get('otp')).toMatch(/^[0-9a-f]{64}$/);
    const info = JSON.parse(atob(src.searchParams.get('playbackInfo') ?? '')) as { videoId: string; src: string };
    expect(info.videoId).toBe('vid-crypto-1-1');
    expect(credentialRequests).toEqual(['vid-crypto-1-1']);
    // The page already had the player API: no script was added for it.
    expect(document.querySelector('script[src="/demo/player-api.js"]')).toBeNull();

    expect(videoButton(/What Is a Blockchain\?/)).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('0% complete')).toBeInTheDocument();
  });

  it('fetches new credentials per video and tears the old player down', async () => {
    const { user } = await renderViewer();
    const first = await playerFor('What Is a Blockchain?');

    await user.click(videoButton(/Coins, Tokens and Exchanges/));
    const second = await playerFor('Coins, Tokens and Exchanges');
    expect(screen.getByRole('heading', { level: 2, name: 'Coins, Tokens and Exchanges' })).toBeInTheDocument();
    expect(first.iframe).not.toBeInTheDocument();
    expect(first.video.listenerCount).toBe(0);
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    expect(second.iframe.src).not.toBe(first.iframe.src);

    // Back to the first video: never the earlier credentials, always a new request.
    await user.click(videoButton(/What Is a Blockchain\?/));
    await playerFor('What Is a Blockchain?');
    expect(credentialRequests).toEqual(['vid-crypto-1-1', 'vid-crypto-1-2', 'vid-crypto-1-1']);
    expect(second.video.listenerCount).toBe(0);
  });

  it('plays the intro video with a course that has no chapters', async () => {
    const course = db.courses.get(OWNED_COURSE_ID);
    if (!course) throw new Error('seed changed');
    course.chapters = [];
    await renderViewer();
    expect(await screen.findByRole('heading', { level: 2, name: 'Introduction' })).toBeInTheDocument();
    expect(screen.getByText(course.introDescription)).toBeInTheDocument();
    expect(screen.getByText('No chapters available.')).toBeInTheDocument();
    expect(screen.getByLabelText('Introduction video')).toHaveAttribute('src', '/media/video/sample.mp4');
    expect(credentialRequests).toEqual([]);
  });

  it('shows the server message when credentials fail, and retries', async () => {
    withFault('get', '/course/get-videoId/:videoUrl', 'server-error', { once: true });
    const { user } = await renderViewer();
    expect(await screen.findByText('Internal server error')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await playerFor('What Is a Blockchain?');
  });

  it('loads the player API script when the page lacks it, and says so when it cannot', async () => {
    delete window.VdoPlayer;
    await renderViewer();
    await screen.findByTitle('Video player: What Is a Blockchain?');
    const script = await waitFor(() => {
      const element = document.querySelector('script[src="/demo/player-api.js"]');
      if (!element) throw new Error('no player API script yet');
      return element;
    });
    act(() => {
      script.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByText('Your progress cannot be saved for this video right now.')).toBeInTheDocument();
    // The video itself still plays.
    const frame = screen.getByTitle('Video player: What Is a Blockchain?');

    // Once the player's page has loaded, the script is tried again; when it starts, the note goes.
    fireEvent.load(frame);
    const retried = await waitFor(() => {
      const element = document.querySelector('script[src="/demo/player-api.js"]');
      if (!element || element === script) throw new Error('no second try yet');
      return element;
    });
    window.VdoPlayer = fakeApi;
    act(() => {
      retried.dispatchEvent(new Event('load'));
    });
    await waitFor(() =>
      expect(screen.queryByText('Your progress cannot be saved for this video right now.')).not.toBeInTheDocument(),
    );
    expect(videos.get(frame as HTMLIFrameElement)?.listenerCount).toBeGreaterThan(0);
  });

  it('still opens the course when the user record cannot be refreshed but the stored one owns it', async () => {
    withFault('get', '/user/get-user/:id', 'server-error');
    await renderViewer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Crypto Trading Basics' })).toBeInTheDocument();
  });
});

describe('CourseViewer: speed and keyboard', () => {
  it('plays at the speed chosen, for the next lessons and the next visit', async () => {
    const { user } = await renderViewer();
    const first = await playerFor('What Is a Blockchain?');
    expect(first.video.playbackRate).toBe(1);
    await user.click(screen.getByRole('combobox', { name: 'Speed' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '0.75×',
      '1×',
      '1.25×',
      '1.5×',
      '1.75×',
      '2×',
    ]);
    await user.click(screen.getByRole('option', { name: '1.5×' }));
    expect(first.video.playbackRate).toBe(1.5);

    await user.click(screen.getByRole('button', { name: 'Next lesson: Coins, Tokens and Exchanges' }));
    expect((await playerFor('Coins, Tokens and Exchanges')).video.playbackRate).toBe(1.5);
    // The next visit's player starts at it too.
    expect(new Playhead().playbackRate()).toBe(1.5);
  });

  it('plays and pauses on Space, moves 10 s on the arrows, and opens the next lesson on N', async () => {
    const { user } = await renderViewer();
    const { video } = await playerFor('What Is a Blockchain?');
    video.duration = 120;
    video.currentTime = 5;
    await user.click(screen.getByRole('heading', { level: 1 }));

    await user.keyboard(' ');
    await waitFor(() => expect(video.plays).toBe(1));
    await user.keyboard(' ');
    expect(video.paused).toBe(true);
    await user.keyboard('{ArrowRight}');
    expect(video.currentTime).toBe(15);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(video.currentTime).toBe(0);
    video.currentTime = 115;
    await user.keyboard('{ArrowRight}');
    expect(video.currentTime).toBe(120);

    // Space on a button presses the button, not the video.
    act(() => screen.getByRole('button', { name: 'Mark as complete' }).focus());
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Completed' })).toBeInTheDocument();
    expect(video.plays).toBe(1);

    await user.keyboard('n');
    expect(await screen.findByRole('heading', { level: 2, name: 'Coins, Tokens and Exchanges' })).toBeInTheDocument();
  });
});
