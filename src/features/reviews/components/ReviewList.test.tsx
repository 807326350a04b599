import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { withFault } from '@mocks/faults';
import { REVIEWED_COURSE_ID, UNREVIEWED_COURSE_ID } from '@mocks/seed';
import { ReviewList } from './ReviewList';

const reviewItems = () => within(screen.getByRole('region', { name: 'Student Reviews' })).getAllByRole('listitem');

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
    const { server } = await import('@mocks/node');
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.get('*/api/feedback/getAll/:id', () =>
        HttpResponse.json({
          data: [
            {
              reviews: [
                {
                  _id: 'r1',
                  rating: 5,
                  comment: '<b>bold</b><img src=x onerror=alert(1)>',
                  ratingDate: '2026-03-05T10:00:00Z',
                  userId: { _id: 'u', username: '<i>eve</i>' },
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
