import { screen, within } from '@testing-library/react';
import { http } from 'msw/core/http';
import { LANGUAGES, localizePath, type Language } from '@/config/languages';
import { makeStore } from '@/store/store';
import { ownWord, strictI18n } from '@/test/languages';
import { logInDemoLearner, renderApp } from '@/test/render';
import { courseForViewer, getCourse } from '@mocks/db';
import { withFault } from '@mocks/faults';
import { server } from '@mocks/node';
import { apiPath } from '@mocks/paths';
import { NO_THUMBNAIL_COURSE_ID, OWNED_COURSE_ID, REVIEWED_COURSE_ID, UNOWNED_COURSE_ID } from '@mocks/seed';

/** `lang`'s words for the course pages, from its catalogues. */
function wordsIn(lang: Language) {
  const i18n = strictI18n(lang);
  return {
    t: i18n.getFixedT(lang, 'courses'),
    checkout: i18n.getFixedT(lang, 'checkout'),
    reviews: i18n.getFixedT(lang, 'reviews'),
    common: i18n.getFixedT(lang, 'common'),
  };
}

// The words of each language come from its catalogues; in English they are checked word for word.
describe.each(LANGUAGES)("course detail (/viewcourse) in the page's language (%s)", (lang) => {
  const { t, checkout, reviews, common } = wordsIn(lang);
  const word = ownWord(lang);
  const hours = (count: number) => t('duration.hours', { count, label: `${count} hours` });

  it('shows every field of the course, the rating and the reviews', async () => {
    renderApp(localizePath(`/viewcourse/${REVIEWED_COURSE_ID}`, lang));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nifty & Bank Nifty Options Trading' }),
    ).toBeInTheDocument();
    // The course's own text, as the API wrote it, in either language.
    expect(screen.getByText(/A complete options course for the Indian index derivatives market/)).toBeInTheDocument();
    // Prices as the page's locale writes them: Indian grouping in either language.
    expect(screen.getByText('₹24,999')).toBeInTheDocument();
    expect(screen.getByText('₹39,999').tagName).toBe('DEL');
    expect(screen.getByText(word(t('originalPrice'), 'Original price'))).toBeInTheDocument();
    const save = t('detail.save', { amount: '₹15,000', percent: 38 });
    expect(screen.getByText(word(save, 'Save ₹15,000 (38% off)'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: word(checkout('buy.buy'), 'Buy Now') })).toBeEnabled();

    const factsTitle = word(t('detail.facts'), 'Course details');
    const facts = screen.getByRole('heading', { name: factsTitle }).nextElementSibling as HTMLElement;
    const fact = (label: string) => within(facts).getByText(label).closest('div')?.querySelector('dd');
    expect(fact(word(t('detail.language'), 'Language'))).toHaveTextContent(
      word(t('languages.hindi', { label: 'Hindi' }), 'Hindi'),
    );
    expect(fact(word(t('detail.notes'), 'Notes'))).toHaveTextContent(word(t('detail.notesValue'), 'Available'));
    expect(fact(word(t('detail.certificate'), 'Certificate'))).toHaveTextContent(
      word(t('detail.certificateValue'), 'YES'),
    );
    expect(fact(word(t('detail.duration'), 'Duration'))).toHaveTextContent(word(hours(20), '20 hours'));

    expect(await screen.findByText(word(reviews('summary.count', { count: 8 }), '(8 ratings)'))).toBeInTheDocument();
    expect(screen.getByText('4.4')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: word(reviews('list.title'), 'Student Reviews') })).toBeInTheDocument();
    const total = word(reviews('list.total', { total: 8 }), 'Total ratings: 8');
    expect(await screen.findByText(total)).toBeInTheDocument();
  });

  it('shows the syllabus with its counts, and keeps the intro video behind a play button until it is pressed', async () => {
    const { user, container } = renderApp(localizePath(`/viewcourse/${UNOWNED_COURSE_ID}`, lang));
    const region = await screen.findByRole('region', { name: word(t('syllabus.title'), 'Course content') });
    const chapters = word(t('syllabus.chapters', { count: 2 }), '2 chapters');
    const lessons = (count: number, english: string) => word(t('syllabus.lessons', { count }), english);
    expect(within(region).getByText(`${chapters} · ${lessons(4, '4 lessons')} · ${hours(6)}`)).toBeInTheDocument();
    expect(region.querySelector('summary')).toHaveTextContent(`1. What Moves Gold${lessons(2, '2 lessons')}`);

    const play = screen.getByRole('button', { name: word(t('intro.play'), 'Play intro video') });
    expect(container.querySelector('video')).toBeNull();
    // The thumbnail is the page's largest paint: fetched first.
    const intro = word(t('intro.image', { title: 'Gold Trading Masterclass' }), 'Gold Trading Masterclass intro');
    const thumbnail = screen.getByRole('img', { name: intro });
    expect(thumbnail).toHaveAttribute('fetchpriority', 'high');
    expect(thumbnail).toHaveAttribute('loading', 'eager');
    await user.click(play);
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('src', '/media/video/sample.mp4');
  });

  it('says "No course details available" for an unknown course, with a link to the course list', async () => {
    renderApp(localizePath('/viewcourse/66c0c0de0000000000000999', lang));
    expect(
      await screen.findByRole('heading', { name: word(t('detail.missing'), 'No course details available') }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: word(t('detail.browse'), 'Browse courses') })).toHaveAttribute(
      'href',
      localizePath('/courses', lang),
    );
  });

  it('says what failed, with a Retry, when the course cannot be fetched', async () => {
    withFault('get', '/course/getById/:id', 'server-error', { once: true });
    const { user } = renderApp(localizePath(`/viewcourse/${UNOWNED_COURSE_ID}`, lang));
    expect(await screen.findByText(word(t('detail.errorTitle'), 'Error fetching course details'))).toBeInTheDocument();
    const error = word(t('detail.error'), 'Failed to fetch course details. Please try again later.');
    expect(screen.getByText(error)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: word(common('actions.retry'), 'Retry') }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Gold Trading Masterclass' })).toBeInTheDocument();
  });

  it('offers the owner the course viewer of its language beside the disabled Course Purchased', async () => {
    const store = makeStore();
    await logInDemoLearner(store);
    renderApp(localizePath(`/viewcourse/${OWNED_COURSE_ID}`, lang), { store });
    expect(
      await screen.findByRole('button', { name: word(checkout('buy.purchased'), 'Course Purchased') }),
    ).toBeDisabled();
    expect(screen.getByRole('link', { name: word(checkout('buy.goToCourse'), 'Go to course') })).toHaveAttribute(
      'href',
      localizePath(`/course-viewer/${OWNED_COURSE_ID}`, lang),
    );
  });
});

describe('second course layout (/course)', () => {
  const included = (heading = "What's included") =>
    within(screen.getByRole('heading', { name: heading }).nextElementSibling as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  it.each(LANGUAGES)(
    "lists what's included in this course and offers Enroll Now, in the page's language (%s)",
    async (lang) => {
      const { t, checkout } = wordsIn(lang);
      const word = ownWord(lang);
      renderApp(localizePath(`/course/${UNOWNED_COURSE_ID}`, lang));
      expect(await screen.findByRole('heading', { level: 1, name: 'Gold Trading Masterclass' })).toBeInTheDocument();
      // The same course as the syllabus beside it: "2 chapters · 4 lessons · 6 hours", a note per chapter.
      const chapters = t('syllabus.chapters', { count: 2 });
      const hours = t('duration.hours', { count: 6, label: '6 hours' });
      const summary = `${chapters} · ${t('syllabus.lessons', { count: 4 })} · ${hours}`;
      expect(screen.getByText(word(summary, '2 chapters · 4 lessons · 6 hours'))).toBeInTheDocument();
      const includes = (key: 'devices' | 'exercise' | 'certificate' | 'access') => t(`overview.includes.${key}`);
      expect(included(word(t('overview.included'), "What's included"))).toEqual(
        [
          [t('overview.includes.video', { length: hours }), '6 hours of video'],
          [t('overview.includes.notes', { count: 2 }), '2 downloadable PDF notes'],
          [t('overview.includes.lessons', { count: 4, chapters }), '4 lessons in 2 chapters'],
          [includes('devices'), 'Access on mobile and TV'],
          [includes('exercise'), 'Exercise'],
          [includes('certificate'), 'Certificate of completion'],
          [includes('access'), 'One-time access'],
        ].map(([item = '', english = '']) => word(item, english)),
      );
      expect(screen.getByRole('button', { name: word(checkout('buy.enroll'), 'Enroll Now') })).toBeEnabled();
    },
  );

  it('differs from course to course, and leaves out what a course does not have', async () => {
    server.use(
      http.get(apiPath('/course/getById/:id'), () => {
        const course = getCourse(NO_THUMBNAIL_COURSE_ID);
        if (!course) throw new Error('no seeded course');
        const { duration: _duration, ...rest } = courseForViewer(course, false);
        return Response.json({
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
