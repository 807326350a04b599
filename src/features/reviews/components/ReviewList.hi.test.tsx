import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '@/test/render';
import { server } from '@mocks/node';
import { REVIEWED_COURSE_ID, UNREVIEWED_COURSE_ID } from '@mocks/seed';
import { RatingSummary, ReviewList } from './ReviewList';

const HINDI = { route: `/hi/viewcourse/${REVIEWED_COURSE_ID}` };

const reviewItems = () => within(screen.getByRole('region', { name: 'छात्रों के रिव्यू' })).getAllByRole('listitem');

/** One review, so the count is singular. */
const answerOneReview = () =>
  server.use(
    http.get('*/api/feedback/getAll/:id', () =>
      HttpResponse.json({
        data: [
          {
            reviews: [
              {
                _id: 'r1',
                rating: 4,
                comment: 'Clear.',
                ratingDate: '2026-03-05T10:00:00Z',
                userId: { _id: 'u', username: '' },
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

describe('Student Reviews in Hindi', () => {
  it('shows the totals, Hindi dates, star labels and Previous/Next in Hindi', async () => {
    const { user } = renderWithProviders(<ReviewList courseId={REVIEWED_COURSE_ID} />, HINDI);
    expect(await screen.findByText('कुल रेटिंग: 8')).toBeInTheDocument();
    expect(screen.getByText('औसत: 5 में से 4.4')).toBeInTheDocument();
    expect(reviewItems()).toHaveLength(5);
    for (const item of reviewItems())
      expect(within(item).getByRole('img', { name: /^5 में से [1-5] स्टार$/ })).toBeInTheDocument();
    expect(screen.getByText('9 अप्रैल 2026')).toBeInTheDocument();
    expect(screen.getByText('पेज 1 / 2')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'रिव्यू के पेज' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पिछला' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'अगला' }));
    expect(reviewItems()).toHaveLength(3);
    expect(screen.getByText('पेज 2 / 2')).toBeInTheDocument();
  });

  it('names the numbered page buttons in Hindi', async () => {
    renderWithProviders(<ReviewList courseId={REVIEWED_COURSE_ID} numbered />, HINDI);
    expect(await screen.findByRole('button', { name: 'पेज 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'पेज 2' })).toBeInTheDocument();
  });

  it('says in Hindi that nobody has reviewed the course yet', async () => {
    renderWithProviders(<ReviewList courseId={UNREVIEWED_COURSE_ID} />, HINDI);
    expect(await screen.findByText('अभी तक कोई रिव्यू नहीं। इस कोर्स का पहला रिव्यू आप लिखें!')).toBeInTheDocument();
  });

  it('names a reviewer without a name and dates the review in either language', async () => {
    answerOneReview();
    const english = renderWithProviders(<ReviewList courseId="c" />);
    expect(await screen.findByText('March 5, 2026')).toBeInTheDocument();
    expect(screen.getByText('Student')).toBeInTheDocument();
    english.unmount();

    renderWithProviders(<ReviewList courseId="c" />, HINDI);
    expect(await screen.findByText('5 मार्च 2026')).toBeInTheDocument();
    expect(screen.getByText('छात्र')).toBeInTheDocument();
  });
});

describe('the rating summary in both languages', () => {
  it('counts one rating and many ratings', async () => {
    const many = renderWithProviders(<RatingSummary courseId={REVIEWED_COURSE_ID} />);
    expect(await screen.findByText('(8 ratings)')).toBeInTheDocument();
    many.unmount();
    renderWithProviders(<RatingSummary courseId={REVIEWED_COURSE_ID} />, HINDI);
    expect(await screen.findByText('(8 रेटिंग)')).toBeInTheDocument();
  });

  it('says "1 rating" in English and "1 रेटिंग" in Hindi', async () => {
    answerOneReview();
    const one = renderWithProviders(<RatingSummary courseId="c" />);
    expect(await screen.findByText('(1 rating)')).toBeInTheDocument();
    one.unmount();
    renderWithProviders(<RatingSummary courseId="c" />, HINDI);
    expect(await screen.findByText('(1 रेटिंग)')).toBeInTheDocument();
  });

  it('says in Hindi that a course has no ratings yet', async () => {
    renderWithProviders(<RatingSummary courseId={UNREVIEWED_COURSE_ID} />, HINDI);
    expect(await screen.findByText('अभी तक कोई रेटिंग नहीं')).toBeInTheDocument();
  });
});
