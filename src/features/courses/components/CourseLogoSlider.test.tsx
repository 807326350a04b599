import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Course } from '@/store/models';
import { setSystemMotion } from '@/test/media';
import { renderWithProviders } from '@/test/render';
import { seedCourses } from '@mocks/seed';
import { CourseLogoSlider } from './CourseLogoSlider';

const courses = seedCourses().slice(0, 4);
const [crypto, bitcoin] = courses as [Course, Course, ...Course[]];
const track = () => screen.getByTestId('logo-track');
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('course-logo slider', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('moves one 220 px slide every 3 s and wraps to the first', () => {
    renderWithProviders(<CourseLogoSlider courses={courses} />);
    expect(track()).toHaveStyle({ transform: 'translateX(-0px)' });
    advance(2999);
    expect(track()).toHaveAttribute('data-index', '0');
    advance(1);
    expect(track()).toHaveStyle({ transform: 'translateX(-220px)' });
    advance(3000);
    expect(track()).toHaveStyle({ transform: 'translateX(-440px)' });
    advance(6000);
    expect(track()).toHaveAttribute('data-index', '0');
  });

  it('links each logo to its course, and shows the title when there is no logo', () => {
    const noLogo = { ...bitcoin, thumbnail: '' };
    renderWithProviders(<CourseLogoSlider courses={[crypto, noLogo]} />);
    const slider = screen.getByRole('region', { name: 'Course logos' });
    const first = within(slider).getByRole('link', { name: 'Crypto Trading Basics' });
    expect(first).toHaveAttribute('href', `/viewcourse/${crypto._id}`);
    expect(first.querySelector('img')).toHaveAttribute('src', '/media/course-logos/crypto-basics.webp');
    // Without a logo: a drawn stand-in with no text of its own, so the title is said and shown once.
    const second = within(slider).getByRole('link', { name: 'Bitcoin Swing Trading' });
    expect(second.querySelector('img')).toBeNull();
    expect(within(second).getByTestId('logo-fallback')).toHaveTextContent(/^$/);
  });

  it('fetches a logo only when it comes into view', () => {
    renderWithProviders(<CourseLogoSlider courses={courses} />);
    const logos = track().querySelectorAll('img');
    expect(logos.length).toBeGreaterThan(0);
    for (const logo of logos) expect(logo).toHaveAttribute('loading', 'lazy');
  });

  it('pauses while hovered and while focused', () => {
    renderWithProviders(<CourseLogoSlider courses={courses} />);
    const slider = screen.getByRole('region', { name: 'Course logos' });
    fireEvent.mouseEnter(slider);
    advance(9000);
    expect(track()).toHaveAttribute('data-index', '0');
    fireEvent.mouseLeave(slider);
    advance(3000);
    expect(track()).toHaveAttribute('data-index', '1');

    act(() => within(slider).getAllByRole('link')[0]?.focus());
    advance(9000);
    expect(track()).toHaveAttribute('data-index', '1');
    act(() => (document.activeElement as HTMLElement).blur());
    advance(3000);
    expect(track()).toHaveAttribute('data-index', '2');
  });

  it('has a pause button', () => {
    renderWithProviders(<CourseLogoSlider courses={courses} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause logo slider' }));
    // Clicking focuses nothing in jsdom's fireEvent, so only the button's state holds it.
    advance(9000);
    expect(track()).toHaveAttribute('data-index', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Play logo slider' }));
    advance(3000);
    expect(track()).toHaveAttribute('data-index', '1');
  });

  it('does not move when the learner prefers reduced motion', () => {
    setSystemMotion('reduce');
    renderWithProviders(<CourseLogoSlider courses={courses} />);
    advance(12000);
    expect(track()).toHaveAttribute('data-index', '0');
    expect(screen.queryByRole('button', { name: 'Pause logo slider' })).not.toBeInTheDocument();
  });
});
