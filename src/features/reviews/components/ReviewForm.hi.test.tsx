import { fireEvent, screen } from '@testing-library/react';
import { makeStore } from '@/store/store';
import { logInDemoLearner, renderWithProviders } from '@/test/render';
import { feedbackFor } from '@mocks/db';
import { withFault } from '@mocks/faults';
import { OWNED_COURSE_ID } from '@mocks/seed';
import { ReviewForm } from './ReviewForm';

/** The form under the Hindi course viewer, for the demo learner's own course. */
async function renderForm() {
  const store = makeStore();
  await logInDemoLearner(store);
  return renderWithProviders(<ReviewForm courseId={OWNED_COURSE_ID} />, {
    store,
    route: `/hi/course-viewer/${OWNED_COURSE_ID}`,
  });
}

const reviewBox = () => screen.getByRole('textbox', { name: /आपका रिव्यू/ });
/** jsdom has no layout, so MUI's hover maths cannot work: pick the star's radio directly. */
const rate = (name: string) => fireEvent.click(screen.getByRole('radio', { name }));
const submitButton = () => screen.getByRole('button', { name: 'रिव्यू भेजें' });

describe('the review form in Hindi', () => {
  it('has a Hindi heading, star names, review box and submit button', async () => {
    await renderForm();
    expect(screen.getByRole('heading', { name: 'कोर्स रिव्यू' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'आपकी रेटिंग' })).toBeInTheDocument();
    for (const name of ['1 स्टार', '2 स्टार', '3 स्टार', '4 स्टार', '5 स्टार'])
      expect(screen.getByRole('radio', { name })).not.toBeChecked();
    expect(reviewBox()).toBeRequired();
    expect(submitButton()).toBeEnabled();
  });

  it('asks in Hindi for stars and text before sending anything', async () => {
    const { user } = await renderForm();
    await user.click(submitButton());
    expect(await screen.findByText('कृपया रेटिंग चुनें।')).toBeInTheDocument();
    expect(screen.getByText('कृपया अपना रिव्यू लिखें।')).toBeInTheDocument();
  });

  it('says in Hindi that a review is too long', async () => {
    const { user } = await renderForm();
    rate('4 स्टार');
    await user.click(reviewBox());
    await user.paste('x'.repeat(2001));
    await user.click(submitButton());
    expect(await screen.findByText('रिव्यू में ज़्यादा से ज़्यादा 2000 अक्षर हो सकते हैं।')).toBeInTheDocument();
  });

  it('thanks the learner in Hindi once the review is sent', async () => {
    const { user } = await renderForm();
    rate('5 स्टार');
    await user.click(reviewBox());
    await user.paste('बहुत काम का कोर्स।');
    await user.click(submitButton());
    expect(await screen.findByText('धन्यवाद! आपका रिव्यू भेज दिया गया है।')).toBeInTheDocument();
    expect(feedbackFor(OWNED_COURSE_ID)?.reviews[0]).toMatchObject({ rating: 5, comment: 'बहुत काम का कोर्स।' });
    // In the form's place, the learner's own review, named in Hindi.
    expect(await screen.findByRole('heading', { name: 'इस कोर्स का आपका रिव्यू' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '5 में से 5 स्टार' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says in Hindi when the review could not be sent, with a Hindi Retry', async () => {
    withFault('post', '/feedback/create', 'network', { once: true });
    const { user } = await renderForm();
    rate('2 स्टार');
    await user.click(reviewBox());
    await user.paste('Too fast for me.');
    await user.click(submitButton());
    expect(await screen.findByText('आपका रिव्यू नहीं भेजा जा सका। कृपया फिर से कोशिश करें।')).toBeInTheDocument();
    expect(reviewBox()).toHaveValue('Too fast for me.');

    await user.click(screen.getByRole('button', { name: 'फिर से कोशिश करें' }));
    expect(await screen.findByText('धन्यवाद! आपका रिव्यू भेज दिया गया है।')).toBeInTheDocument();
  });
});
