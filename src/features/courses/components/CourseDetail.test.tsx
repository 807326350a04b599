import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/test/render';
import { courseForViewer, getCourse } from '@mocks/db';
import { withFault } from '@mocks/faults';
import { server } from '@mocks/node';
import { apiPath } from '@mocks/paths';
import { NO_THUMBNAIL_COURSE_ID, REVIEWED_COURSE_ID, UNOWNED_COURSE_ID } from '@mocks/seed';

describe('course detail (/viewcourse)', () => {
  it('shows every field of the spec, the rating and the reviews', async () => {
    renderApp(`/viewcourse/${REVIEWED_COURSE_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nifty & Bank Nifty Options Trading' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/A complete options course for the Indian index derivatives market/)).toBeInTheDocument();
    expect(screen.getByText('₹24,999')).toBeInTheDocument();
    expect(screen.getByText('₹39,999').tagName).toBe('DEL');
    expect(screen.getByText('Save ₹15,000 (38% off)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeEnabled();

    const facts = screen.getByRole('heading', { name: 'Course details' }).nextElementSibling as HTMLElement;
    const fact = (label: string) => within(facts).getByText(label).closest('div')?.querySelector('dd');
    expect(fact('Language')).toHaveTextContent('Hindi');
    expect(fact('Notes')).toHaveTextContent('Available');
    expect(fact('Certificate')).toHaveTextContent('YES');
    expect(fact('Duration')).toHaveTextContent('20 hours');

    expect(await screen.findByText('(8 ratings)')).toBeInTheDocument();
    expect(screen.getByText('4.4')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Student Reviews' })).toBeInTheDocument();
    expect(await screen.findByText('Total ratings: 8')).toBeInTheDocument();
  });

  it('keeps the intro video behind a play button until it is pressed', async () => {
    const { user, container } = renderApp(`/viewcourse/${UNOWNED_COURSE_ID}`);
    const play = await screen.findByRole('button', { name: 'Play intro video' });
    expect(container.querySelector('video')).toBeNull();
    // The thumbnail is the page's largest paint: fetched first.
    const thumbnail = screen.getByRole('img', { name: 'Gold Trading Masterclass intro' });
    expect(thumbnail).toHaveAttribute('fetchpriority', 'high');
    expect(thumbnail).toHaveAttribute('loading', 'eager');
    await user.click(play);
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('src', '/media/video/sample.mp4');
  });

  it('says "No course details available" for an unknown course', async () => {
    renderApp('/viewcourse/66c0c0de0000000000000999');
    expect(await screen.findByRole('heading', { name: 'No course details available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/courses');
  });

  it('says what failed, with a Retry, when the course cannot be fetched', async () => {
    withFault('get', '/course/getById/:id', 'server-error', { once: true });
    const { user } = renderApp(`/viewcourse/${UNOWNED_COURSE_ID}`);
    expect(await screen.findByText('Error fetching course details', {})).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch course details. Please try again later.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Gold Trading Masterclass' })).toBeInTheDocument();
  });
});

describe('second course layout (/course)', () => {
  const included = () => {
    const heading = screen.getByRole('heading', { name: "What's included" });
    return within(heading.nextElementSibling as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
  };

  it("lists what's included in this course and offers Enroll Now", async () => {
    renderApp(`/course/${UNOWNED_COURSE_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Gold Trading Masterclass' })).toBeInTheDocument();
    // The same course as the syllabus beside it: "2 chapters · 4 lessons · 6 hours", a note per chapter.
    expect(screen.getByText('2 chapters · 4 lessons · 6 hours')).toBeInTheDocument();
    expect(included()).toEqual([
      '6 hours of video',
      '2 downloadable PDF notes',
      '4 lessons in 2 chapters',
      'Access on mobile and TV',
      'Exercise',
      'Certificate of completion',
      'One-time access',
    ]);
    expect(screen.getByRole('button', { name: 'Enroll Now' })).toBeEnabled();
  });

  it('differs from course to course, and leaves out what a course does not have', async () => {
    server.use(
      http.get(apiPath('/course/getById/:id'), () => {
        const course = getCourse(NO_THUMBNAIL_COURSE_ID);
        if (!course) throw new Error('no seeded course');
        const { duration: _duration, ...rest } = courseForViewer(course, false);
        return HttpResponse.json({
          data: { ...rest, chapters: rest.chapters.map(({ pdfUrl: _pdfUrl, ...chapter }) => chapter) },
        });
      }),
    );
    renderApp(`/course/${NO_THUMBNAIL_COURSE_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Stock Market Foundations' })).toBeInTheDocument();
    expect(included()).toEqual([
      '6 video lessons',
      '6 lessons in 3 chapters',
      'Access on mobile and TV',
      'Exercise',
      'Certificate of completion',
      'One-time access',
    ]);
  });
});
