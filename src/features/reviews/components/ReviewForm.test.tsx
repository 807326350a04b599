import { fireEvent, screen, waitFor } from '@testing-library/react';
import { LANGUAGES, localizePath, type Language } from '@/config/languages';
import { makeStore } from '@/store/store';
import { ownWord, wordsIn } from '@/test/languages';
import { componentsHeardFromStore, renderWithProviders, logInDemoLearner } from '@/test/render';
import { feedbackFor } from '@mocks/db';
import { withFault } from '@mocks/faults';
import { server } from '@mocks/node';
import { DEMO_LEARNER, DEMO_LEARNER_ID, OWNED_COURSE_ID, UNOWNED_COURSE_ID } from '@mocks/seed';
import { reviewsApi } from '../api';
import { ReviewForm } from './ReviewForm';

let posted: unknown[];

beforeEach(() => {
  posted = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.includes('/feedback/create')) {
      void request
        .clone()
        .json()
        .then((body: unknown) => posted.push(body));
    }
  });
});

/**
 * The form on the course the demo learner owns and has not reviewed yet, unless told otherwise; at
 * `route`, the course viewer in another language for instance.
 */
async function renderForm(credentials = DEMO_LEARNER, courseId = OWNED_COURSE_ID, route?: string) {
  const store = makeStore();
  await logInDemoLearner(store, credentials);
  return renderWithProviders(<ReviewForm courseId={courseId} />, { store, route });
}

const ANOTHER_LEARNER = { ...DEMO_LEARNER, email: 'rohan.mehta@example.com', password: 'Reviewer@123' };

const reviewBox = () => screen.getByRole('textbox', { name: /your review/i });
/** jsdom has no layout, so MUI's hover maths cannot work: pick the star's radio directly. */
const rate = (name: string) => fireEvent.click(screen.getByRole('radio', { name }));
const submitButton = () => screen.getByRole('button', { name: 'Submit Review' });

/** What the learner types, in each language: the review is sent as written, trimmed. */
const COMMENTS: Record<Language, string> = { en: '  Clear and practical.  ', hi: 'बहुत काम का कोर्स।' };

describe('ReviewForm', () => {
  // The words of each language come from its catalogue; in English they are checked word for word.
  describe.each(LANGUAGES)("in the page's language (%s)", (lang) => {
    const t = wordsIn(lang, 'reviews');
    const word = ownWord(lang);
    /** The form under the course viewer in `lang`. */
    const renderIn = () =>
      renderForm(DEMO_LEARNER, OWNED_COURSE_ID, localizePath(`/course-viewer/${OWNED_COURSE_ID}`, lang));
    const stars = (count: number, english: string) => word(t('form.stars', { count }), english);
    const box = () => screen.getByRole('textbox', { name: new RegExp(word(t('form.comment'), 'Your review')) });
    const submit = () => screen.getByRole('button', { name: word(t('form.submit'), 'Submit Review') });
    const rateIn = (count: number, english: string) =>
      fireEvent.click(screen.getByRole('radio', { name: stars(count, english) }));
    const thanks = () => word(t('form.sent'), 'Thank you! Your review has been submitted.');

    it('has a labelled star rating, a required review and a submit button', async () => {
      await renderIn();
      expect(screen.getByRole('heading', { name: word(t('form.title'), 'Course Reviews') })).toBeInTheDocument();
      expect(screen.getByRole('group', { name: word(t('form.rating'), 'Your rating') })).toBeInTheDocument();
      const names = [
        stars(1, '1 Star'),
        stars(2, '2 Stars'),
        stars(3, '3 Stars'),
        stars(4, '4 Stars'),
        stars(5, '5 Stars'),
      ];
      for (const name of names) expect(screen.getByRole('radio', { name })).not.toBeChecked();
      expect(box()).toBeRequired();
      expect(submit()).toBeEnabled();
    });

    it('asks for stars and text before sending anything', async () => {
      const { user } = await renderIn();
      await user.click(submit());
      expect(await screen.findByText(word(t('form.errors.rating'), 'Please select a rating.'))).toBeInTheDocument();
      expect(screen.getByText(word(t('form.errors.comment'), 'Please write a review.'))).toBeInTheDocument();
      expect(posted).toEqual([]);
    });

    it('limits a review to 2000 characters without cutting what was typed', async () => {
      const { user } = await renderIn();
      rateIn(4, '4 Stars');
      await user.click(box());
      await user.paste('x'.repeat(2001));
      await user.click(submit());
      const tooLong = word(t('form.errors.tooLong', { max: 2000 }), 'Your review can be at most 2000 characters.');
      expect(await screen.findByText(tooLong)).toBeInTheDocument();
      expect(box()).toHaveValue('x'.repeat(2001));
      expect(posted).toEqual([]);
    });

    it('sends the review, clears the form and says thank you', async () => {
      const { user } = await renderIn();
      const comment = COMMENTS[lang];
      rateIn(5, '5 Stars');
      await user.click(box());
      await user.paste(comment);
      await user.click(submit());

      expect(await screen.findByText(thanks())).toBeInTheDocument();
      expect(posted).toEqual([
        { rating: 5, comment: comment.trim(), courseId: OWNED_COURSE_ID, userId: DEMO_LEARNER_ID },
      ]);
      expect(feedbackFor(OWNED_COURSE_ID)?.reviews[0]).toMatchObject({ rating: 5, comment: comment.trim() });
      // In the form's place, the learner's own review.
      const yours = word(t('form.yours'), 'Your review of this course');
      expect(await screen.findByRole('heading', { name: yours })).toBeInTheDocument();
      const outOf = word(t('list.stars', { rating: 5, max: 5 }), '5 out of 5 stars');
      expect(screen.getByRole('img', { name: outOf })).toBeInTheDocument();
      expect(screen.getByText(comment.trim())).toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: t('form.submit') })).not.toBeInTheDocument();
    });

    it('falls back to its own message when the network fails, keeping the text, and retries', async () => {
      withFault('post', '/feedback/create', 'network', { once: true });
      const { user } = await renderIn();
      rateIn(2, '2 Stars');
      await user.click(box());
      await user.paste('Too fast for me.');
      await user.click(submit());
      const failed = word(t('form.failed'), 'Your review could not be sent. Please try again.');
      expect(await screen.findByText(failed)).toBeInTheDocument();
      expect(box()).toHaveValue('Too fast for me.');

      await user.click(screen.getByRole('button', { name: word(t('form.retry'), 'Retry') }));
      expect(await screen.findByText(thanks())).toBeInTheDocument();
    });
  });

  it('keeps the review box a plain textarea of five rows, without a hidden twin to measure', async () => {
    const { container } = await renderForm();
    expect(reviewBox()).toHaveAttribute('rows', '5');
    // MUI's auto-growing field adds an aria-hidden copy and measures the page through it.
    expect(container.querySelectorAll('textarea')).toHaveLength(1);
  });

  it('treats a review of spaces as empty and a rating of 0 as missing', async () => {
    const { user } = await renderForm();
    await user.type(reviewBox(), '    ');
    await user.click(submitButton());
    expect(await screen.findByText('Please write a review.')).toBeInTheDocument();
    expect(screen.getByText('Please select a rating.')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('treats a review of invisible characters (zero-width spaces, NBSP, BOM) as empty', async () => {
    const { user } = await renderForm();
    rate('4 Stars');
    await user.click(reviewBox());
    await user.paste('\u200B\u200B\u00A0\uFEFF');
    await user.click(submitButton());
    expect(await screen.findByText('Please write a review.')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('can be rated with the keyboard', async () => {
    const { user } = await renderForm();
    await user.click(reviewBox());
    await user.tab({ shift: true });
    expect(document.activeElement).toHaveAttribute('type', 'radio');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('radio', { name: '3 Stars' })).toBeChecked());
  });

  it('keeps the stars and the text when sending fails, and retries', async () => {
    withFault('post', '/feedback/create', 'server-error', { once: true });
    const { user } = await renderForm();
    rate('4 Stars');
    await user.click(reviewBox());
    await user.paste('Worth it.');
    await user.click(submitButton());

    expect(await screen.findByText('Internal server error')).toBeInTheDocument();
    expect(reviewBox()).toHaveValue('Worth it.');
    expect(screen.getByRole('radio', { name: '4 Stars' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Thank you! Your review has been submitted.')).toBeInTheDocument();
    expect(feedbackFor(OWNED_COURSE_ID)?.reviews[0]).toMatchObject({ rating: 4, comment: 'Worth it.' });
    expect(await screen.findByRole('heading', { name: 'Your review of this course' })).toBeInTheDocument();
  });

  describe("the demo API's rules", () => {
    async function sendReview(user: Awaited<ReturnType<typeof renderForm>>['user'], text: string) {
      rate('4 Stars');
      await user.click(reviewBox());
      await user.paste(text);
      await user.click(submitButton());
    }

    it("shows the server's 403 for a course the learner does not own, keeping stars and text, without a retry", async () => {
      const { user } = await renderForm(DEMO_LEARNER, UNOWNED_COURSE_ID);
      await sendReview(user, 'Looks good from outside.');

      expect(await screen.findByRole('alert')).toHaveTextContent('Only learners of this course can review it.');
      expect(reviewBox()).toHaveValue('Looks good from outside.');
      expect(screen.getByRole('radio', { name: '4 Stars' })).toBeChecked();
      // Sending it again cannot change the answer.
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
      expect(feedbackFor(UNOWNED_COURSE_ID)?.reviews.some((review) => review.userId._id === DEMO_LEARNER_ID)).toBe(
        false,
      );
    });

    it("shows the server's 409 to a learner who has already reviewed the course, keeping stars and text", async () => {
      const { user, store } = await renderForm();
      const reviewsHere = () => reviewsApi.endpoints.getFeedback.select(OWNED_COURSE_ID)(store.getState());
      await waitFor(() => expect(reviewsHere().isSuccess).toBe(true));
      await componentsHeardFromStore();
      // Reviewed meanwhile in another tab: this one's list does not know yet.
      const otherTab = makeStore();
      await logInDemoLearner(otherTab);
      await otherTab
        .dispatch(
          reviewsApi.endpoints.createFeedback.initiate({
            rating: 5,
            comment: 'My first review.',
            courseId: OWNED_COURSE_ID,
            userId: DEMO_LEARNER_ID,
          }),
        )
        .unwrap();
      await sendReview(user, 'A second go.');

      expect(await screen.findByRole('alert')).toHaveTextContent('You have already reviewed this course.');
      expect(reviewBox()).toHaveValue('A second go.');
      expect(screen.getByRole('radio', { name: '4 Stars' })).toBeChecked();
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
      expect(screen.queryByText('Thank you! Your review has been submitted.')).not.toBeInTheDocument();
      const mine = feedbackFor(OWNED_COURSE_ID)?.reviews.filter((review) => review.userId._id === DEMO_LEARNER_ID);
      expect(mine?.map((review) => review.comment)).toEqual(['My first review.']);
      // The list learns of the first review; the form stays, with what was typed and why it was refused.
      await waitFor(() =>
        expect(reviewsHere().data?.reviews.some((review) => review.userId._id === DEMO_LEARNER_ID)).toBe(true),
      );
      expect(reviewBox()).toHaveValue('A second go.');
      expect(screen.getByRole('alert')).toHaveTextContent('You have already reviewed this course.');
    });
  });

  describe('the draft', () => {
    async function typeDraft(user: Awaited<ReturnType<typeof renderForm>>['user']) {
      rate('3 Stars');
      await user.click(reviewBox());
      await user.paste('Half written');
    }

    it('outlives the form: the same learner opening it again finds the stars and the text', async () => {
      const first = await renderForm();
      await typeDraft(first.user);
      first.unmount();

      await renderForm();
      expect(reviewBox()).toHaveValue('Half written');
      expect(screen.getByRole('radio', { name: '3 Stars' })).toBeChecked();
    });

    it('is gone once the review is sent', async () => {
      const first = await renderForm();
      await typeDraft(first.user);
      await first.user.click(submitButton());
      expect(await screen.findByText('Thank you! Your review has been submitted.')).toBeInTheDocument();
      first.unmount();

      await renderForm();
      expect(await screen.findByRole('heading', { name: 'Your review of this course' })).toBeInTheDocument();
      expect(Object.keys(window.sessionStorage).filter((key) => key.includes('reviewDraft'))).toEqual([]);
    });

    it('is not shown to another learner on the same tab', async () => {
      const first = await renderForm();
      await typeDraft(first.user);
      first.unmount();

      await renderForm(ANOTHER_LEARNER);
      expect(reviewBox()).toHaveValue('');
    });

    it('is ignored when storage holds something of another shape', async () => {
      window.sessionStorage.setItem(
        `tradeschool.reviewDraft.${DEMO_LEARNER_ID}.${OWNED_COURSE_ID}`,
        '{"rating":"five","comment":7}',
      );
      await renderForm();
      expect(reviewBox()).toHaveValue('');
      expect(screen.getByRole('radio', { name: '5 Stars' })).not.toBeChecked();
    });
  });
});
