import { screen, within } from '@testing-library/react';
import en from '@/locales/en/tools.json';
import hi from '@/locales/hi/tools.json';
import { renderWithProviders } from '@/test/render';
import { toolsForLesson } from '../lessonTools';
import { LessonTools } from './LessonTools';

const CRYPTO_BASICS = '66c0c0de0000000000000001';

describe('calculators under a lesson', () => {
  it("maps a lesson to the calculators its course's manifest names at its place, and others to none", () => {
    // Crypto Trading Basics, chapter 2, lesson 3: "Risk per Trade".
    expect(toolsForLesson(CRYPTO_BASICS, 1, 2)).toEqual(['positionSize', 'riskReward']);
    expect(toolsForLesson(CRYPTO_BASICS, 0, 0)).toEqual([]);
    expect(toolsForLesson('no-such-course', 1, 2)).toEqual([]);
  });

  it.each([
    ['en', en, ''],
    ['hi', hi, '/hi'],
  ] as const)('links a lesson to its calculators in %s', async (_lang, text, prefix) => {
    renderWithProviders(<LessonTools courseId={CRYPTO_BASICS} chapterIndex={1} lessonIndex={2} />, {
      route: `${prefix}/course-viewer/x`,
    });
    const nav = await screen.findByRole('navigation', { name: text.lesson.label });
    // Sized in the coin's steps, as the lesson's practice set trades it.
    expect(within(nav).getByRole('link', { name: text.tools.positionSize.name })).toHaveAttribute(
      'href',
      `${prefix}/tools/position-size?lotSize=0.0001`,
    );
    expect(within(nav).getByRole('link', { name: text.tools.riskReward.name })).toHaveAttribute(
      'href',
      `${prefix}/tools/risk-reward`,
    );
  });

  it('shows nothing for a lesson without calculators', () => {
    const { container } = renderWithProviders(
      <LessonTools courseId={CRYPTO_BASICS} chapterIndex={0} lessonIndex={0} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
