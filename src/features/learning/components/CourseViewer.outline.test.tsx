import { screen, waitFor, within } from '@testing-library/react';
import { LANGUAGES } from '@/config/languages';
import { courseViewerPath } from '@/config/paths';
import { makeStore } from '@/store/store';
import { logInDemoLearner, renderWithProviders } from '@/test/render';
import { db } from '@mocks/db';
import { withFault } from '@mocks/faults';
import { OWNED_COURSE_ID, UNOWNED_COURSE_ID } from '@mocks/seed';
import { CourseViewer } from './CourseViewer';
import { credentialRequests, viewerIn } from './CourseViewer.testSetup';

/**
 * The text a sighted learner reads in `element`: without what is there for screen readers only
 * (rendered with `allStyles`, so that the styles which hide it are in the page).
 */
function textOnScreen(element: Element): string {
  const forScreenReaders = (node: Element) => {
    const style = getComputedStyle(node);
    return style.position === 'absolute' && style.width === '1px';
  };
  const read = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (node instanceof Element && forScreenReaders(node)) return '';
    return [...node.childNodes].map(read).join('');
  };
  return read(element).trim();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Each language's words come from its catalogue; the English ones are also checked word for word.
describe.each(LANGUAGES)('CourseViewer in the page’s language (%s)', (lang) => {
  const { words, common, say, page, viewer, player, outline } = viewerIn(lang);

  it('toggles chapters open and closed, naming the downloads of their notes', async () => {
    // With every style: what is shown on screen and what is for screen readers only is read apart.
    const { user } = await viewer(undefined, { allStyles: true });
    const first = await screen.findByRole('button', { name: /1\. Understanding Cryptocurrencies/ });
    const second = screen.getByRole('button', { name: /2\. Your First Crypto Trade/ });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: /Setting Up a Wallet/ })).not.toBeInTheDocument();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(outline().getByRole('button', { name: /Setting Up a Wallet/ })).toBeInTheDocument();
    // The chapter's notes; its last lesson names the same file, which is offered once.
    const download = (label: string) =>
      say(
        words('outline.downloadNote', { label }).replace(/<\/?hidden>/g, '') + common('newTab'),
        `Download Note for ${label} (opens in a new tab)`,
      );
    const region = screen.getByRole('region', { name: /2\. Your First Crypto Trade/ });
    const links = within(region).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(download('Your First Crypto Trade'));
    expect(links[0]).toHaveAttribute('href', '/media/notes/chapter-notes.pdf');
    // Alone in its chapter, the link reads "Download Note" on screen.
    expect(textOnScreen(links[0] as Element)).toBe(
      say(
        words('outline.downloadNote', { label: 'Your First Crypto Trade' }).replace(/<hidden>.*<\/hidden>/, ''),
        'Download Note',
      ),
    );

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /What Is a Blockchain\?/ })).not.toBeInTheDocument(),
    );
  });

  it("tells a chapter's notes apart on screen when a lesson has a note of its own", async () => {
    const course = db.courses.get(OWNED_COURSE_ID);
    const wallet = course?.chapters[1]?.videos[0];
    if (!wallet) throw new Error('seed changed');
    wallet.pdfUrl = '/media/notes/wallet-checklist.pdf';
    const { user } = await viewer(undefined, { allStyles: true });
    await user.click(await screen.findByRole('button', { name: /2\. Your First Crypto Trade/ }));
    const region = screen.getByRole('region', { name: /2\. Your First Crypto Trade/ });
    const shown = (label: string) =>
      say(words('outline.downloadNote', { label }).replace(/<\/?hidden>/g, ''), `Download Note for ${label}`);
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/media/notes/wallet-checklist.pdf',
      '/media/notes/chapter-notes.pdf',
    ]);
    expect(links.map(textOnScreen)).toEqual([shown('Setting Up a Wallet'), shown('Your First Crypto Trade')]);
  });

  it('names the outline, progress, tabs, lessons and player, and keeps the course as the API has it', async () => {
    const { user } = await viewer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Crypto Trading Basics' })).toBeInTheDocument();
    await player('What Is a Blockchain?');
    expect(screen.getByRole('heading', { level: 2, name: words('viewer.contentHeading') })).toBeInTheDocument();
    const percent = (n: number) => say(words('progress.complete', { percent: n }), `${n}% complete`);
    expect(screen.getByRole('progressbar', { name: say(words('progress.label'), 'Course progress') })).toHaveAttribute(
      'aria-valuetext',
      percent(0),
    );
    expect(screen.getByText(percent(0))).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', {
      name: say(words('tabs.label'), 'Course outline, transcript and notes'),
    });
    expect(within(tabs).getByRole('tab', { name: say(words('tabs.outline'), 'Outline') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(tabs).getByRole('tab', { name: say(words('tabs.notes'), 'Notes') })).toBeInTheDocument();
    const done = (count: number) =>
      say(words('outline.chapterDone', { done: count, total: 2 }), `${count} of 2 completed`);
    expect(
      outline().getByRole('button', {
        name: new RegExp(`^1\\. Understanding Cryptocurrencies\\s*${escapeRegExp(done(0))}$`),
      }),
    ).toBeInTheDocument();
    expect(
      outline().getByRole('list', {
        name: say(
          words('outline.videosOf', { title: 'Understanding Cryptocurrencies' }),
          'Videos of Understanding Cryptocurrencies',
        ),
      }),
    ).toBeInTheDocument();

    const lessons = screen.getByRole('navigation', { name: say(words('lessonNav.label'), 'Lessons') });
    const previous = within(lessons).getByRole('button', {
      name: say(words('lessonNav.previousLesson'), 'Previous lesson'),
    });
    expect(previous).toBeDisabled();
    expect(previous).toHaveTextContent(say(words('lessonNav.previous'), 'Previous'));
    await user.click(
      within(lessons).getByRole('button', { name: say(words('lessonNav.markComplete'), 'Mark as complete') }),
    );
    expect(
      within(lessons).getByRole('button', { name: say(words('lessonNav.completed'), 'Completed') }),
    ).toBeInTheDocument();
    expect(screen.getByText(percent(20))).toBeInTheDocument();
    expect(
      outline().getByRole('button', {
        name: say(`What Is a Blockchain?${words('outline.completed')}`, 'What Is a Blockchain? (completed)'),
      }),
    ).toBeInTheDocument();
    expect(outline().getByRole('button', { name: new RegExp(`${escapeRegExp(done(1))}$`) })).toBeInTheDocument();

    await user.click(
      within(lessons).getByRole('button', {
        name: say(
          words('lessonNav.nextLessonNamed', { title: 'Coins, Tokens and Exchanges' }),
          'Next lesson: Coins, Tokens and Exchanges',
        ),
      }),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Coins, Tokens and Exchanges' })).toBeInTheDocument();
    expect(
      within(lessons).getByRole('button', {
        name: say(
          words('lessonNav.previousLessonNamed', { title: 'What Is a Blockchain?' }),
          'Previous lesson: What Is a Blockchain?',
        ),
      }),
    ).toBeEnabled();
  });

  it('plays the intro for a course without chapters, welcoming when the intro has no description', async () => {
    const course = db.courses.get(OWNED_COURSE_ID);
    if (!course) throw new Error('seed changed');
    course.chapters = [];
    course.introDescription = '';
    await viewer();
    expect(
      await screen.findByRole('heading', { level: 2, name: say(words('viewer.introTitle'), 'Introduction') }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(say(words('viewer.introDefaultDescription'), 'Welcome to the course!')),
    ).toBeInTheDocument();
    expect(screen.getByText(say(words('outline.noChapters'), 'No chapters available.'))).toBeInTheDocument();
    expect(screen.getByLabelText(say(words('player.introVideo'), 'Introduction video'))).toHaveTextContent(
      say(words('player.noVideoTag'), 'Your browser does not support the video tag.'),
    );
  });

  it('shows the empty states of chapters without videos', async () => {
    const course = db.courses.get(OWNED_COURSE_ID);
    if (!course) throw new Error('seed changed');
    course.chapters = course.chapters.map((chapter) => ({ ...chapter, videos: [] }));
    await viewer();
    expect(
      await screen.findByText(say(words('viewer.selectVideo'), 'Please select a video to load.')),
    ).toBeInTheDocument();
    expect(screen.getByText(say(words('outline.noVideos'), 'No videos available.'))).toBeInTheDocument();
    expect(credentialRequests).toEqual([]);
  });

  it("says 'Failed to load video.' when credentials fail without a message, and retries", async () => {
    withFault('get', '/course/get-videoId/:videoUrl', 'network', { once: true });
    const { user } = await viewer();
    expect(await screen.findByText(say(words('player.loadFailed'), 'Failed to load video.'))).toBeInTheDocument();
    expect(screen.queryByTitle(words('player.title', { title: 'What Is a Blockchain?' }))).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: say(words('player.retry'), 'Retry') }));
    await player('What Is a Blockchain?');
  });

  it('shows a course failure with a retry', async () => {
    withFault('get', '/course/getById/:id', 'network', { once: true });
    const { user } = await viewer();
    expect(
      await screen.findByText(say(words('viewer.courseFailed'), 'Error fetching course details')),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: say(common('actions.retry'), 'Retry') }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Crypto Trading Basics' })).toBeInTheDocument();
  });

  it('asks to try again when ownership cannot be checked at all', async () => {
    withFault('get', '/user/get-user/:id', 'server-error', { once: true });
    const store = makeStore();
    await logInDemoLearner(store);
    const { user } = renderWithProviders(<CourseViewer courseId={UNOWNED_COURSE_ID} />, {
      store,
      route: page(courseViewerPath(UNOWNED_COURSE_ID)),
    });
    const unknown = say(words('accessUnknown'), 'We could not check your enrolment in this course. Please try again.');
    expect(await screen.findByText(unknown)).toBeInTheDocument();
    expect(credentialRequests).toEqual([]);
    await user.click(screen.getByRole('button', { name: common('actions.retry') }));
    await waitFor(() => expect(screen.queryByText(unknown)).not.toBeInTheDocument());
  });
});
