import { screen, within } from '@testing-library/react';
import { http } from 'msw/core/http';
import { LANGUAGES, localizePath, type Language } from '@/config/languages';
import en from '@/locales/en/reviews.json';
import hi from '@/locales/hi/reviews.json';
import { expectOwnWords, fill } from '@/test/languages';
import { renderWithProviders } from '@/test/render';
import { withFault } from '@mocks/faults';
import { server } from '@mocks/node';
import { REVIEWED_COURSE_ID, UNREVIEWED_COURSE_ID } from '@mocks/seed';
import { RatingSummary, ReviewList } from './ReviewList';

const reviewItems = (title = 'Student Reviews') =>
  within(screen.getByRole('region', { name: title })).getAllByRole('listitem');

const CATALOGUES: Record<Language, typeof en> = { en, hi };

/** The dates of the seeded reviews as each language's page writes them (en-IN, hi-IN). */
const DATES: Record<Language, { newest: string; single: string }> = {
  en: { newest: 'April 9, 2026', single: 'March 5, 2026' },
  hi: { newest: '9 अप्रैल 2026', single: '5 मार्च 2026' },
};

/** The API answers with one review (by a learner without a name unless given, so the count is singular). */
const answerOneReview = ({ rating = 4, comment = 'Clear.', username = '' } = {}) =>
  server.use(
    http.get('*/api/feedback/getAll/:id', () =>
      Response.json({
        data: [
          {
            reviews: [
              {
                _id: 'r1',
                rating,
                comment,
                ratingDate: '2026-03-05T10:00:00Z',
                userId: { _id: 'u', username },
                courseId: 'c',
              },
            ],
            ratings: { totalRatings: 1 },
            createdAt: '2026-03-05T10:00:00Z',
          },
        ],
      }),
    ),
  );

describe('Student Reviews', () => {
  it('shows the total, the average and 5 reviews per page, newest first, with Previous and Next', async () => {
    const { user } = renderWithProviders(<ReviewList courseId={REVIEWED_COURSE_ID} />);
    expect(await screen.findByText('Total ratings: 8')).toBeInTheDocument();
    expect(screen.getByText('Average 4.4 out of 5')).toBeInTheDocument();
    expect(reviewItems()).toHaveLength(5);
    for (const item of reviewItems())
      expect(within(item).getByRole('img', { name: /^[1-5] out of 5 stars$/ })).toBeInTheDocument();
    expect(screen.getByText('Best money I have spent on trading education so far.')).toBeInTheDocument();
    expect(screen.getByText('April 9, 2026')).toBeInTheDocument();
    expect(screen.getAllByText('Meera Iyer').length).toBeGreaterThan(0);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(reviewItems()).toHaveLength(3);
    expect(screen.getByText('The Greeks finally make sense. The expiry-day examples are gold.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(reviewItems()).toHaveLength(5);
  });

  it('offers numbered page buttons when asked', async () => {
    const { user } = renderWithProviders(<ReviewList courseId={REVIEWED_COURSE_ID} numbered />);
    const page1 = await screen.findByRole('button', { name: 'Page 1' });
    expect(page1).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(reviewItems()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when nobody has reviewed the course', async () => {
    renderWithProviders(<ReviewList courseId={UNREVIEWED_COURSE_ID} />);
    expect(await screen.findByText('No reviews yet. Be the first to review this course!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('shows review text as plain text, never as HTML', async () => {
    answerOneReview({ rating: 5, comment: '<b>bold</b><img src=x onerror=alert(1)>', username: '<i>eve</i>' });
    const { container } = renderWithProviders(<ReviewList courseId="c" />);
    expect(await screen.findByText('<b>bold</b><img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(screen.getByText('<i>eve</i>')).toBeInTheDocument();
    expect(screen.getByText('March 5, 2026')).toBeInTheDocument();
    expect(screen.getByText('Average 5.0 out of 5')).toBeInTheDocument();
    expect(container.querySelector('b, i')).toBeNull();
  });

  it('shows an inline error with Retry when the reviews cannot be fetched', async () => {
    withFault('get', '/feedback/getAll/:courseId', 'server-error', { once: true });
    const { user } = renderWithProviders(<ReviewList courseId={REVIEWED_COURSE_ID} />);
    expect(await screen.findByText('Could not load the reviews.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Total ratings: 8')).toBeInTheDocument();
  });
});

// Each language's words come from its catalogue; the English tests above check the exact English wording.
describe.each(LANGUAGES)("Student Reviews in the page's language (%s)", (lang) => {
  const { list } = CATALOGUES[lang];
  const route = localizePath(`/viewcourse/${REVIEWED_COURSE_ID}`, lang);

  it('shows the totals, the dates, star labels and Previous/Next in the language of the page', async () => {
    expectOwnWords(lang, CATALOGUES, ({ list: words }) => [
      words.title,
      words.total,
      words.average,
      words.stars,
      words.pageOf,
      words.pages,
      words.previous,
      words.next,
    ]);
    const { user } = renderWithProviders(<ReviewList courseId={REVIEWED_COURSE_ID} />, { route });
    expect(await screen.findByText(fill(list.total, { total: 8 }))).toBeInTheDocument();
    expect(screen.getByText(fill(list.average, { average: '4.4', max: 5 }))).toBeInTheDocument();
    expect(reviewItems(list.title)).toHaveLength(5);
    const starLabels = [1, 2, 3, 4, 5].map((rating) => fill(list.stars, { rating, max: 5 }));
    for (const item of reviewItems(list.title))
      expect(within(item).getByRole('img', { name: (name) => starLabels.includes(name) })).toBeInTheDocument();
    expect(screen.getByText(DATES[lang].newest)).toBeInTheDocument();
    expect(screen.getByText(fill(list.pageOf, { current: 1, pages: 2 }))).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: list.pages })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: list.previous })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: list.next }));
    expect(reviewItems(list.title)).toHaveLength(3);
    expect(screen.getByText(fill(list.pageOf, { current: 2, pages: 2 }))).toBeInTheDocument();
  });

  it('names the numbered page buttons in the language of the page', async () => {
    expectOwnWords(lang, CATALOGUES, ({ list: words }) => [words.page]);
    const { user } = renderWithProviders(<ReviewList courseId={REVIEWED_COURSE_ID} numbered />, { route });
    const page = (number: number) => screen.getByRole('button', { name: fill(list.page, { number }) });
    expect(await screen.findByRole('button', { name: fill(list.page, { number: 1 }) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(page(2));
    expect(reviewItems(list.title)).toHaveLength(3);
    expect(page(2)).toHaveAttribute('aria-current', 'page');
  });

  it('says that nobody has reviewed the course yet in the language of the page', async () => {
    expectOwnWords(lang, CATALOGUES, ({ list: words }) => [words.empty]);
    renderWithProviders(<ReviewList courseId={UNREVIEWED_COURSE_ID} />, { route });
    expect(await screen.findByText(list.empty)).toBeInTheDocument();
  });

  it('names a reviewer without a name and dates the review in the language of the page', async () => {
    expectOwnWords(lang, CATALOGUES, ({ list: words }) => [words.student]);
    answerOneReview();
    renderWithProviders(<ReviewList courseId="c" />, { route });
    expect(await screen.findByText(DATES[lang].single)).toBeInTheDocument();
    expect(screen.getByText(list.student)).toBeInTheDocument();
    if (lang === 'en') expect(list.student).toBe('Student');
  });
});

describe.each(LANGUAGES)("the rating summary in the page's language (%s)", (lang) => {
  const { summary } = CATALOGUES[lang];
  const route = localizePath(`/viewcourse/${REVIEWED_COURSE_ID}`, lang);

  it('counts many ratings', async () => {
    expectOwnWords(lang, CATALOGUES, ({ summary: words }) => [words.count_other]);
    renderWithProviders(<RatingSummary courseId={REVIEWED_COURSE_ID} />, { route });
    const many = fill(summary.count_other, { count: 8 });
    expect(await screen.findByText(many)).toBeInTheDocument();
    if (lang === 'en') expect(many).toBe('(8 ratings)');
  });

  it('counts one rating', async () => {
    expectOwnWords(lang, CATALOGUES, ({ summary: words }) => [words.count_one]);
    answerOneReview();
    renderWithProviders(<RatingSummary courseId="c" />, { route });
    const one = fill(summary.count_one, { count: 1 });
    expect(await screen.findByText(one)).toBeInTheDocument();
    if (lang === 'en') expect(one).toBe('(1 rating)');
  });

  it('says that a course has no ratings yet', async () => {
    expectOwnWords(lang, CATALOGUES, ({ summary: words }) => [words.none]);
    renderWithProviders(<RatingSummary courseId={UNREVIEWED_COURSE_ID} />, { route });
    expect(await screen.findByText(summary.none)).toBeInTheDocument();
  });
});
