/** @jest-environment node */
import { testI18n } from '@/test/i18n';
import { durationLabel, languageLabel, marketLabel } from './courseLabels';

const en = testI18n('en').getFixedT('en', 'courses');
const hi = testI18n('hi').getFixedT('hi', 'courses');

describe('course counts in both languages', () => {
  it('says course and courses in English, कोर्स for any number in Hindi', () => {
    expect([0, 1, 2].map((count) => en('catalog.count', { count }))).toEqual(['0 courses', '1 course', '2 courses']);
    expect([0, 1, 2].map((count) => hi('catalog.count', { count }))).toEqual(['0 कोर्स', '1 कोर्स', '2 कोर्स']);
    expect(en('catalog.matches', { shown: 1, count: 1 })).toBe('1 of 1 course match');
    expect(en('catalog.matches', { shown: 0, count: 8 })).toBe('0 of 8 courses match');
    expect(hi('catalog.matches', { shown: 1, count: 8 })).toBe('8 में से 1 कोर्स मिले');
  });

  it('counts chapters, lessons and completed videos with the right plural', () => {
    expect(en('syllabus.chapters', { count: 1 })).toBe('1 chapter');
    expect(en('syllabus.lessons', { count: 3 })).toBe('3 lessons');
    expect(hi('syllabus.chapters', { count: 1 })).toBe('1 चैप्टर');
    expect(hi('syllabus.lessons', { count: 3 })).toBe('3 लेसन');
    expect(en('enrolled.videosDone', { count: 1 })).toBe('1 video completed');
    expect(en('enrolled.videosDone', { count: 2 })).toBe('2 videos completed');
    // Hindi's "one" covers 0 and 1.
    expect(hi('enrolled.videosDone', { count: 1 })).toBe('1 वीडियो पूरा हुआ');
    expect(hi('enrolled.videosDone', { count: 2 })).toBe('2 वीडियो पूरे हुए');
    expect(en('card.rated', { rating: '4.0', count: 1 })).toBe('Rated 4.0 out of 5 by 1 learner');
    expect(hi('card.rated', { rating: '4.0', count: 3 })).toBe('3 छात्रों ने 5 में से 4.0 रेटिंग दी');
  });
});

describe("the API's words for a course", () => {
  it('keeps them exactly as sent on English pages', () => {
    expect(marketLabel(en, 'Indian Market')).toBe('Indian Market');
    expect(languageLabel(en, 'english / HINDI')).toBe('english / HINDI');
    expect(durationLabel(en, '8 Hours')).toBe('8 Hours');
    expect(durationLabel(en, '1 hour')).toBe('1 hour');
  });

  it('translates the markets, languages and lengths the school uses on Hindi pages', () => {
    expect(marketLabel(hi, 'Indian market')).toBe('भारतीय मार्केट');
    expect(marketLabel(hi, 'Commodities')).toBe('Commodities');
    expect(languageLabel(hi, 'English/Hindi')).toBe('अंग्रेज़ी/हिंदी');
    expect(languageLabel(hi, 'Hindi, Tamil')).toBe('हिंदी, Tamil');
    expect(durationLabel(hi, '1 hour')).toBe('1 घंटा');
    expect(durationLabel(hi, '12 hours')).toBe('12 घंटे');
    expect(durationLabel(hi, '45 mins')).toBe('45 मिनट');
    expect(durationLabel(hi, 'Self-paced')).toBe('Self-paced');
  });
});
