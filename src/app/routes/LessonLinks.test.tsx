import { screen } from '@testing-library/react';
import { lessonPractice } from '@/features/practice/sets/lessons';
import en from '@/locales/en/learning.json';
import tools from '@/locales/en/tools.json';
import hi from '@/locales/hi/learning.json';
import { renderWithProviders } from '@/test/render';
import { LessonLinks } from './LessonLinks';

const CRYPTO_BASICS = '66c0c0de0000000000000001';

describe('links under the playing lesson', () => {
  it.each([
    ['en', en, ''],
    ['hi', hi, '/hi'],
  ] as const)('offers the lesson’s practice chart in %s', async (_lang, text, prefix) => {
    const link = lessonPractice.find((item) => item.courseId === CRYPTO_BASICS);
    if (!link) throw new Error('Crypto Trading Basics has no practice set');
    renderWithProviders(
      <LessonLinks
        courseId={CRYPTO_BASICS}
        title="Risk per Trade"
        chapterIndex={link.chapter - 1}
        videoIndex={link.lesson - 1}
      />,
      { route: `${prefix}/course-viewer/${CRYPTO_BASICS}` },
    );
    expect(await screen.findByRole('link', { name: text.viewer.practise })).toHaveAttribute(
      'href',
      `${prefix}/practice/${link.id}`,
    );
  });

  it('offers no practice chart for a lesson without one', async () => {
    // A lesson with calculators but no practice set: the calculators show, the lab's link does not.
    renderWithProviders(
      <LessonLinks courseId={CRYPTO_BASICS} title="Risk per Trade" chapterIndex={0} videoIndex={0} />,
    );
    await screen.findByRole('navigation', { name: tools.lesson.label });
    expect(screen.queryByRole('link', { name: en.viewer.practise })).not.toBeInTheDocument();
  });
});
