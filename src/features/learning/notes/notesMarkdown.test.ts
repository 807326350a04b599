import type { Course } from '@/store/models';
import { testI18n } from '@/test/i18n';
import type { Note } from '../progress/learnerNotes';
import { downloadTextFile, notesFileName, notesToMarkdown } from './notesMarkdown';

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
const note = (key: string, seconds: number, text: string): Note => {
  written += 1;
  const at = new Date(Date.UTC(2026, 0, 1, 0, 0, written)).toISOString();
  return { id: `n${written}`, key, seconds, text, createdAt: at, updatedAt: at };
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

describe('notesFileName', () => {
  it('names the file after the course', () => {
    expect(notesFileName(course)).toBe('crypto-trading-basics-notes.md');
    expect(notesFileName({ ...course, title: '  Café: Options & Futures!! ' })).toBe('cafe-options-futures-notes.md');
    expect(notesFileName({ ...course, title: '***' })).toBe('course-notes.md');
  });
});

describe('downloadTextFile', () => {
  it('saves the text through a link to an object URL, then releases the URL', async () => {
    jest.useFakeTimers();
    try {
      const blobs: Blob[] = [];
      URL.createObjectURL = jest.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:notes';
      });
      URL.revokeObjectURL = jest.fn();
      const clicked: HTMLAnchorElement[] = [];
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this);
      });

      downloadTextFile('notes.md', '# Notes\n');

      expect(clicked).toHaveLength(1);
      expect(clicked[0]?.download).toBe('notes.md');
      expect(clicked[0]?.getAttribute('href')).toBe('blob:notes');
      expect(clicked[0]?.isConnected).toBe(false);
      expect(blobs[0]?.type).toBe('text/markdown;charset=utf-8');
      expect(await blobs[0]?.text()).toBe('# Notes\n');
      expect(URL.revokeObjectURL).not.toHaveBeenCalled();
      jest.runAllTimers();
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:notes');
    } finally {
      jest.useRealTimers();
    }
  });
});
