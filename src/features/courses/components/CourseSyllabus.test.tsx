import { screen, within } from '@testing-library/react';
import { http } from 'msw/core/http';
import { makeStore } from '@/store/store';
import { logInDemoLearner, renderApp } from '@/test/render';
import { courseForViewer, getCourse } from '@mocks/db';
import { server } from '@mocks/node';
import { apiPath } from '@mocks/paths';
import { OWNED_COURSE_ID, UNOWNED_COURSE_ID } from '@mocks/seed';

const outline = async () => screen.findByRole('region', { name: 'Course content' });
const chapters = (region: HTMLElement) => [...region.querySelectorAll('details')];

describe('the syllabus before buying', () => {
  afterEach(() => {
    window.innerWidth = 1280;
  });

  it('lists each chapter with its lessons, the lesson count and the length, for a guest', async () => {
    renderApp(`/viewcourse/${UNOWNED_COURSE_ID}`);
    const region = await outline();
    expect(within(region).getByText('2 chapters · 4 lessons · 6 hours')).toBeInTheDocument();
    const [first, second] = chapters(region);
    expect(first?.querySelector('summary')).toHaveTextContent('1. What Moves Gold2 lessons');
    const lessons = within(first as HTMLElement).getAllByRole('listitem');
    expect(lessons).toHaveLength(2);
    expect(lessons[0]).toHaveTextContent(/^Gold, the Dollar and Interest Rates$/);
    // The second lesson has a chart in the trading lab.
    expect(lessons[1]).toHaveTextContent(/^MCX Gold Contracts Explained/);
    expect(within(lessons[1] as HTMLElement).getByRole('link', { name: /Practise this lesson/ })).toBeInTheDocument();
    expect(second?.querySelector('summary')).toHaveTextContent('2. Trading Gold Intraday');
    // Every chapter open on a wide screen; the intro video is still the free preview.
    expect(chapters(region).every((chapter) => chapter.open)).toBe(true);
    expect(screen.getByRole('button', { name: 'Play intro video' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  });

  it('shows only the first chapter open on a phone; the others open from their title', async () => {
    window.innerWidth = 360;
    const { user } = renderApp(`/course/${UNOWNED_COURSE_ID}`);
    const region = await outline();
    expect(chapters(region).map((chapter) => chapter.open)).toEqual([true, false]);
    const second = chapters(region)[1];
    await user.click(second?.querySelector('summary') as HTMLElement);
    expect(second?.open).toBe(true);
  });

  it('pads a folded chapter title on a phone so a two-line title keeps clear of the dividers', async () => {
    window.innerWidth = 360;
    renderApp(`/course/${UNOWNED_COURSE_ID}`, { allStyles: true });
    const region = await outline();
    const folded = chapters(region).find((chapter) => !chapter.open);
    const summary = folded?.querySelector('summary');
    // The theme's spacing is a CSS variable, which jsdom does not resolve: any padding other than
    // none, the same above and below.
    const { paddingTop, paddingBottom } = getComputedStyle(summary as Element);
    expect(paddingTop).not.toMatch(/^(0(px)?)?$/);
    expect(paddingBottom).toBe(paddingTop);
  });

  it('has no outline at all when the course has no chapters', async () => {
    server.use(
      http.get(apiPath('/course/getById/:id'), () => {
        const course = getCourse(UNOWNED_COURSE_ID);
        if (!course) throw new Error('no seeded course');
        return Response.json({ data: { ...courseForViewer(course, false), chapters: [] } });
      }),
    );
    renderApp(`/viewcourse/${UNOWNED_COURSE_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Gold Trading Masterclass' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Course content' })).not.toBeInTheDocument();
    expect(screen.queryByText('Course content')).not.toBeInTheDocument();
  });

  it('offers the owner "Go to course" beside the disabled Course Purchased, on both layouts', async () => {
    const store = makeStore();
    await logInDemoLearner(store);
    for (const route of [`/viewcourse/${OWNED_COURSE_ID}`, `/course/${OWNED_COURSE_ID}`]) {
      const { unmount } = renderApp(route, { store });
      expect(await screen.findByRole('button', { name: 'Course Purchased' })).toBeDisabled();
      expect(screen.getByRole('link', { name: 'Go to course' })).toHaveAttribute(
        'href',
        `/course-viewer/${OWNED_COURSE_ID}`,
      );
      unmount();
    }
  });
});
