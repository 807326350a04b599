import { screen, within } from '@testing-library/react';
import en from '@/locales/en/tools.json';
import hi from '@/locales/hi/tools.json';
import { renderWithProviders } from '@/test/render';
import { toolsForLesson } from '../lessonTools';
import { LessonTools } from './LessonTools';

describe('calculators under a lesson', () => {
  it('maps a lesson to its calculators by title, in any case, and others to none', () => {
    expect(toolsForLesson('Risk per Trade')).toEqual(['positionSize', 'riskReward']);
    expect(toolsForLesson('  risk PER trade ')).toEqual(['positionSize', 'riskReward']);
    expect(toolsForLesson('What Is a Blockchain?')).toEqual([]);
    expect(toolsForLesson(undefined)).toEqual([]);
  });

  it.each([
    ['en', en, ''],
    ['hi', hi, '/hi'],
  ] as const)('links a lesson to its calculators in %s', async (_lang, text, prefix) => {
    renderWithProviders(<LessonTools lessonTitle="Risk per Trade" />, { route: `${prefix}/course-viewer/x` });
    const nav = await screen.findByRole('navigation', { name: text.lesson.label });
    expect(within(nav).getByRole('link', { name: text.tools.positionSize.name })).toHaveAttribute(
      'href',
      `${prefix}/tools/position-size`,
    );
    expect(within(nav).getByRole('link', { name: text.tools.riskReward.name })).toHaveAttribute(
      'href',
      `${prefix}/tools/risk-reward`,
    );
  });

  it('shows nothing for a lesson without calculators', () => {
    const { container } = renderWithProviders(<LessonTools lessonTitle="What Is a Blockchain?" />);
    expect(container).toBeEmptyDOMElement();
  });
});
