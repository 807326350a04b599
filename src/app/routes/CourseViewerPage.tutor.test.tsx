import { screen, waitFor, within } from '@testing-library/react';
import { LANGUAGES, localizePath, type Language } from '@/config/languages';
import { courseViewerPath } from '@/config/paths';
import { selectCourseRecords } from '@/learner/selectors';
import { makeStore } from '@/store/store';
import { installFakePlayer } from '@/test/fakeVdoPlayer';
import { ownWord, wordsIn } from '@/test/languages';
import { recordModelInstructions } from '@/test/modelRequests';
import { logInDemoLearner, renderApp } from '@/test/render';
import { OWNED_COURSE_ID } from '@mocks/seed';

/** The question and the line of lesson 2.1 that answers it, in each language. */
const ASKED: Record<Language, { question: string; line: RegExp; elsewhere: string }> = {
  en: {
    question: 'What is a seed phrase?',
    line: /Keep the seed phrase on paper, offline\./,
    elsewhere: 'What is RSI?',
  },
  hi: { question: 'सीड फ्रेज़ क्या है?', line: /सीड फ्रेज़ काग़ज़ पर, ऑफ़लाइन रखें।/, elsewhere: 'RSI क्या है?' },
};

let instructions: string[];

beforeEach(() => {
  installFakePlayer();
  instructions = recordModelInstructions();
});

afterEach(() => {
  delete window.VdoPlayer;
});

// Each test loads the whole viewer, the chat panel, the search's code and every lesson's captions.
jest.setTimeout(30_000);

describe.each(LANGUAGES)('the assistant in a course’s viewer answers from its lessons (%s)', (lang) => {
  const chat = wordsIn(lang, 'chat');
  const common = wordsIn(lang, 'common');
  const say = ownWord(lang);

  async function askInViewer(question: string) {
    const store = makeStore();
    await logInDemoLearner(store);
    const view = renderApp(localizePath(courseViewerPath(OWNED_COURSE_ID), lang), { store });
    await screen.findByRole('heading', { level: 2, name: 'What Is a Blockchain?' });
    await view.user.click(screen.getByRole('button', { name: common('chatWidget.open') }));
    const dialog = await screen.findByRole('dialog', { name: chat('panel.title') });
    // The panel says what a question sends from here.
    expect(
      await within(dialog).findByText(chat('panel.grounded', { course: 'Crypto Trading Basics' })),
    ).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('textbox', { name: chat('panel.label') }));
    await view.user.paste(question);
    await view.user.keyboard('{Enter}');
    return { ...view, store, dialog };
  }

  it('quotes the lesson that says it, and its source opens that lesson at that moment', async () => {
    const { dialog, user, router, store } = await askInViewer(ASKED[lang].question);
    const source = await within(dialog).findByRole('link', {
      name: say(chat('sources.lessonAt', { place: '2.1', time: '0:04' }), 'Lesson 2.1 at 0:04'),
    });
    expect(within(dialog).getAllByRole('listitem').at(-1)).toHaveTextContent(ASKED[lang].line);
    // The model was given that line, with its lesson and moment, and told to answer from it.
    expect(instructions.at(-1)).toMatch(/\[1\] \(lesson 2\.1 at 0:04\) /);
    expect(source).toHaveAttribute('href', `${localizePath(courseViewerPath(OWNED_COURSE_ID), lang)}?lesson=2-1&t=4`);

    await user.click(source);
    expect(await screen.findByRole('heading', { level: 2, name: 'Setting Up a Wallet' })).toBeInTheDocument();
    // The lesson starts at the moment; the link's moment is used once, not kept in the address.
    await waitFor(() => expect(selectCourseRecords(store.getState())[OWNED_COURSE_ID]?.positions['1-0']).toBe(4));
    expect(router.state.location.search).toBe('?lesson=2-1');
  });

  it('says when nothing in the course answers, then answers as elsewhere', async () => {
    const { dialog } = await askInViewer(ASKED[lang].elsewhere);
    await waitFor(() =>
      expect(within(dialog).getAllByRole('listitem').at(-1)).toHaveTextContent(
        chat('bot.notInCourse', { course: 'Crypto Trading Basics' }),
      ),
    );
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    expect(instructions.at(-1)).not.toContain('Passages:');
  });
});
