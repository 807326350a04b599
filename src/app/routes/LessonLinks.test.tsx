import { screen } from '@testing-library/react';
import { content } from '@/content';
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
    const link = content()
      .course(CRYPTO_BASICS)
      ?.manifest.lessons.find((lesson) => lesson.practice);
    if (!link?.practice) throw new Error('Crypto Trading Basics has no practice set');
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
      `${prefix}/practice/${link.practice}`,
    );
  });

  it('offers no practice chart for a lesson without one', async () => {
    // A lesson with calculators but no practice set (chapter 2, lesson 2: "Market and Limit Orders"):
    // the calculators show, the lab's link does not.
    renderWithProviders(
      <LessonLinks courseId={CRYPTO_BASICS} title="Market and Limit Orders" chapterIndex={1} videoIndex={1} />,
    );
    await screen.findByRole('navigation', { name: tools.lesson.label });
    expect(screen.queryByRole('link', { name: en.viewer.practise })).not.toBeInTheDocument();
  });
});
