import MarkdownIt from 'markdown-it';
import type { Note } from '@/learner';
import type { Course } from '@/store/models';
import { testI18n } from '@/test/i18n';
import { escapeMarkdown, notesFileName, notesToMarkdown } from './notesMarkdown';

const t = testI18n('en').getFixedT('en', 'learning');
const ORPHAN_HEADING = 'Notes of lessons no longer in the course';

const video = (title: string) => ({ title, videoUrl: `vid-${title}` });

const course = {
  _id: 'c1',
  title: 'crypto trading basics',
  chapters: [
    {
      title: 'understanding cryptocurrencies',
      description: '',
      videos: [video('What Is a Blockchain?'), video('Coins, Tokens and Exchanges')],
    },
    { title: 'no notes here', description: '', videos: [video('Quiet Lesson')] },
    {
      title: 'your first crypto trade',
      description: '',
      videos: [video('Setting Up a Wallet'), video('Risk per Trade')],
    },
  ],
} as unknown as Course;

let written = 0;
const note = (lesson: string, seconds: number, text: string): Note => {
  written += 1;
  const at = new Date(Date.UTC(2026, 0, 1, 0, 0, written)).toISOString();
  return { id: `n${written}`, courseId: 'c1', lesson, seconds, text, createdAt: at, updatedAt: at };
};

describe('notesToMarkdown', () => {
  it('groups the notes by chapter and lesson in the course order, each lesson by time', () => {
    // Written out of order, newest first, as the panel lists them.
    const notes = [
      note('2-1', 3725, 'Never more than 1% per trade.'),
      note('0-0', 95, 'Blocks link by hash.'),
      note('2-0', 12, 'Write the seed phrase on paper.'),
      note('0-0', 7, 'A ledger everyone keeps.'),
      note('0-1', 61, 'Tokens live on another chain.'),
    ].reverse();

    expect(notesToMarkdown(course, notes, t)).toBe(
      [
        '# Crypto Trading Basics: notes',
        '',
        '## 1. Understanding Cryptocurrencies',
        '',
        '### What Is a Blockchain?',
        '',
        '- **0:07** A ledger everyone keeps.',
        '- **1:35** Blocks link by hash.',
        '',
        '### Coins, Tokens and Exchanges',
        '',
        '- **1:01** Tokens live on another chain.',
        '',
        '## 3. Your First Crypto Trade',
        '',
        '### Setting Up a Wallet',
        '',
        '- **0:12** Write the seed phrase on paper.',
        '',
        '### Risk per Trade',
        '',
        '- **1:02:05** Never more than 1% per trade.',
        '',
      ].join('\n'),
    );
  });

  it('keeps the lines of a long note inside its item, and notes of lessons gone at the end', () => {
    const markdown = notesToMarkdown(
      course,
      [note('9-9', 30, 'Old lesson note'), note('0-0', 5, 'First line\r\n\r\nSecond line  ')],
      t,
    );
    expect(markdown).toContain('- **0:05** First line\n\n  Second line\n');
    expect(markdown.trimEnd().endsWith(`## ${ORPHAN_HEADING}\n\n- **0:30** Old lesson note`)).toBe(true);
    expect(markdown.indexOf('### What Is a Blockchain?')).toBeLessThan(markdown.indexOf(ORPHAN_HEADING));
  });

  it('is a title alone without notes', () => {
    expect(notesToMarkdown(course, [], t)).toBe('# Crypto Trading Basics: notes\n');
  });
});

/** A viewer with raw HTML on, as many are. */
const viewer = new MarkdownIt({ html: true });
const rendered = (markdown: string) => {
  const host = document.createElement('div');
  host.innerHTML = viewer.render(markdown);
  return host;
};

describe('exported note text', () => {
  const HOSTILE = [
    '<img src=x onerror=alert(1)>',
    '<script>alert(2)</script>',
    '[x](javascript:alert(3))',
    '![y](https://evil.example/track.png)',
    '<javascript:alert(4)>',
    '&lt;b&gt; and \\<i>slashed</i>',
    '*stars* _under_ `code` ~~gone~~ | a | b |',
  ].join(' ');
  const FORGED = ['line one', '## 99. Forged chapter', '# Forged title', '===', '---', '1. item', '- item', '> quote'];

  it('renders as the text it is: no HTML, no link, no image, no heading, list or quote of its own', () => {
    const notes = [note('0-0', 5, HOSTILE), note('0-1', 6, FORGED.join('\n'))];
    const page = rendered(notesToMarkdown(course, notes, t));
    expect(
      page.querySelector('img, script, a, code, em, strong:not(:first-child), del, table, blockquote, ol'),
    ).toBeNull();
    expect([...page.querySelectorAll('h1, h2, h3')].map((heading) => heading.textContent)).toEqual([
      'Crypto Trading Basics: notes',
      '1. Understanding Cryptocurrencies',
      'What Is a Blockchain?',
      'Coins, Tokens and Exchanges',
    ]);
    // One list per lesson, one item per note, each with its moment and the text as written.
    const items = [...page.querySelectorAll('ul > li')];
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toBe(`0:05 ${HOSTILE}`);
    expect(items[1]?.textContent?.split('\n')).toEqual([`0:06 ${FORGED[0]}`, ...FORGED.slice(1)]);
  });

  it('escapes what the API sends for titles too', () => {
    const hostileCourse = {
      ...course,
      title: '<img src=x onerror=alert(1)>',
      chapters: [{ title: '[c](javascript:alert(1))', description: '', videos: [video('<script>x</script>')] }],
    } as unknown as Course;
    const page = rendered(notesToMarkdown(hostileCourse, [note('0-0', 1, 'ok')], t));
    expect(page.querySelector('img, script, a')).toBeNull();
    expect(page.querySelector('h3')?.textContent).toBe('<script>x</script>');
  });

  it('leaves ordinary sentences readable', () => {
    expect(escapeMarkdown('Never more than 1% per trade, then wait: why? 2 + 2 = 4.')).toBe(
      'Never more than 1% per trade, then wait: why? 2 + 2 = 4.',
    );
  });
});

describe('notesFileName', () => {
  it('names the file after the course', () => {
    expect(notesFileName(course)).toBe('crypto-trading-basics-notes.md');
    expect(notesFileName({ ...course, title: '  Café: Options & Futures!! ' })).toBe('cafe-options-futures-notes.md');
    expect(notesFileName({ ...course, title: '***' })).toBe('course-notes.md');
  });
});
