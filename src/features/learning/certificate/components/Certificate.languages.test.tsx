import { screen, waitFor, within } from '@testing-library/react';
import { LANGUAGE_INFO, LANGUAGES, localizePath, type Language } from '@/config/languages';
import { certificatePath, certificateVerifyPath, courseViewerPath, viewCoursePath } from '@/config/paths';
import { ownWord, wordsIn } from '@/test/languages';
import { renderApp } from '@/test/render';
import { certificateNumberFor } from '@mocks/certificates';
import { holdEndpoint } from '@mocks/faults';
import { DEMO_LEARNER_ID, OWNED_COURSE_ID, UNOWNED_COURSE_ID } from '@mocks/seed';
import { complete, heading, learner, LESSONS } from './Certificate.testSetup';

/** "5 November 2026" on an English page, "5 नवंबर 2026" on a Hindi one. */
const dateIn = (lang: Language, date: Date) =>
  new Intl.DateTimeFormat(LANGUAGE_INFO[lang].locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(date);

// Each language's words come from its catalogue; the English ones are also checked word for word.
describe.each(LANGUAGES)('/certificate/{courseId} in the page’s language (%s)', (lang) => {
  const words = wordsIn(lang, 'learning');
  const say = ownWord(lang);
  const page = (path: string) => localizePath(path, lang);

  beforeEach(() => {
    window.print = jest.fn();
  });

  it('holds the place of the certificate, named in the page’s language, while the learner and course load', async () => {
    const store = await learner();
    const account = holdEndpoint('get', '/user/get-user/:id');
    const course = holdEndpoint('get', '/course/getById/:id');
    renderApp(page(certificatePath(OWNED_COURSE_ID)), { store });
    const loading = say(words('certificate.loading'), 'Loading your certificate');
    expect(await screen.findByRole('status', { name: loading })).toBeInTheDocument();
    account.release();
    course.release();
    await heading(say(words('certificate.heading'), 'Certificate of completion'));
    expect(screen.queryByRole('status', { name: loading })).not.toBeInTheDocument();
  });

  it('shows the certificate of a completed course in the page’s language, dated in it: learner, course, date, mentor, school and number', async () => {
    const store = await learner();
    await complete(store);
    const { user } = renderApp(page(certificatePath(OWNED_COURSE_ID)), { store });

    const title = say(words('certificate.document.title'), 'Certificate of Completion');
    const sheet = (await heading(title)).closest('section') as HTMLElement;
    expect(sheet).toHaveAccessibleName(title);
    expect(
      within(sheet).getByText(say(words('certificate.document.certifies'), 'This certifies that')),
    ).toBeInTheDocument();
    expect(within(sheet).getByText('Asha Verma')).toBeInTheDocument();
    expect(
      within(sheet).getByText(say(words('certificate.document.completed'), 'has completed the course')),
    ).toBeInTheDocument();
    expect(within(sheet).getByText('Crypto Trading Basics')).toBeInTheDocument();
    // The last of the five lessons was completed on 5 November, said the Indian way in the page's language.
    const completedOn = say(dateIn(lang, new Date(2026, 10, 5)), '5 November 2026');
    const date = within(sheet).getByText(completedOn);
    const on = words('certificate.document.on', { date: completedOn }).replace(/<\/?date>/g, '');
    expect(date.parentElement?.textContent).toBe(say(on, 'on 5 November 2026'));
    expect(within(sheet).getByText('Arjun Kulkarni')).toBeInTheDocument();
    expect(within(sheet).getByText(say(words('certificate.document.mentor'), 'Mentor'))).toBeInTheDocument();
    expect(within(sheet).getByText(say(words('certificate.document.issuedBy'), 'Issued by'))).toBeInTheDocument();
    expect(within(sheet).getAllByText('TradeSchool').length).toBeGreaterThan(0);
    const number = certificateNumberFor(DEMO_LEARNER_ID, OWNED_COURSE_ID);
    expect(within(sheet).getByText(number).parentElement).toHaveTextContent(
      `${say(words('certificate.document.number'), 'Certificate no.')} ${number}`,
    );

    await user.click(screen.getByRole('button', { name: say(words('certificate.print'), 'Print or save as PDF') }));
    expect(window.print).toHaveBeenCalledTimes(1);

    const linkedIn = screen.getByRole('link', {
      name: say(words('certificate.linkedIn') + words('certificate.newTab'), 'Add to LinkedIn (opens in a new tab)'),
    });
    expect(linkedIn).toHaveAttribute('target', '_blank');
    expect(linkedIn.getAttribute('rel')).toContain('noopener');
    const url = new URL(linkedIn.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Crypto Trading Basics',
      organizationName: 'TradeSchool',
      issueYear: '2026',
      issueMonth: '11',
      certId: number,
      certUrl: `http://localhost${certificateVerifyPath(number)}`,
    });
    expect(screen.getByRole('link', { name: say(words('certificate.back'), 'Back to the course') })).toHaveAttribute(
      'href',
      page(courseViewerPath(OWNED_COURSE_ID)),
    );
  });

  it.each([
    [3, '2 lessons to go'],
    [4, '1 lesson to go'],
    [0, '5 lessons to go'],
  ])(
    'with %d lessons complete says "%s" in the page’s language and leads back to the viewer',
    async (count, message) => {
      const store = await learner();
      await complete(store, count);
      renderApp(page(certificatePath(OWNED_COURSE_ID)), { store });
      await heading(words('certificate.heading'));
      const toGo = say(words('certificate.toGo', { count: LESSONS.length - count }), message);
      expect(await screen.findByRole('heading', { level: 2, name: toGo })).toBeInTheDocument();
      expect(
        screen.getByText(say(words('certificate.finish'), 'Finish every lesson to get your certificate.')),
      ).toBeInTheDocument();
      const bar = screen.getByRole('progressbar', {
        name: say(
          words('certificate.progressIn', { title: 'Crypto Trading Basics' }),
          'Progress in Crypto Trading Basics',
        ),
      });
      expect(bar).toHaveAttribute('aria-valuenow', String(count * 20));
      expect(bar).toHaveAttribute(
        'aria-valuetext',
        say(words('progress.complete', { percent: count * 20 }), `${count * 20}% complete`),
      );
      expect(
        screen.getByRole('link', { name: say(words('certificate.continue'), 'Continue the course') }),
      ).toHaveAttribute('href', page(courseViewerPath(OWNED_COURSE_ID)));
      expect(screen.queryByRole('button', { name: words('certificate.print') })).not.toBeInTheDocument();
    },
  );

  it('says in the page’s language that a course the learner does not own has no certificate for them', async () => {
    const store = await learner();
    renderApp(page(certificatePath(UNOWNED_COURSE_ID)), { store });
    expect(
      await screen.findByText(
        say(words('certificate.notOwned'), 'This course is not among your courses, so it has no certificate for you.'),
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole('link', { name: say(words('certificate.viewCourse'), 'View the course') }),
      ).toHaveAttribute('href', page(viewCoursePath(UNOWNED_COURSE_ID))),
    );
    expect(screen.queryByRole('button', { name: words('certificate.print') })).not.toBeInTheDocument();
  });
});

describe('lessons to go', () => {
  it.each([
    ['en', 0, '0 lessons to go'],
    ['en', 1, '1 lesson to go'],
    ['en', 2, '2 lessons to go'],
    ['hi', 0, '0 लेसन बाकी'],
    ['hi', 1, '1 लेसन बाकी'],
    ['hi', 2, '2 लेसन बाकी'],
  ] as const)('in %s, %d: %s', (lang, count, text) => {
    expect(wordsIn(lang, 'learning')('certificate.toGo', { count })).toBe(text);
  });
});
