/** @jest-environment node */
import { languageOfPath, localizePath, pathWithoutLanguage } from './languages';

describe('languages in paths', () => {
  it('reads the language from the first segment only, in any case', () => {
    expect(languageOfPath('/')).toBe('en');
    expect(languageOfPath('/courses')).toBe('en');
    expect(languageOfPath('/hi')).toBe('hi');
    expect(languageOfPath('/hi/')).toBe('hi');
    expect(languageOfPath('/HI/courses')).toBe('hi');
    expect(languageOfPath('/hindi')).toBe('en');
    expect(languageOfPath('/blog/hi')).toBe('en');
  });

  it('strips the prefix down to the path the routes name', () => {
    expect(pathWithoutLanguage('/hi')).toBe('/');
    expect(pathWithoutLanguage('/hi/courses')).toBe('/courses');
    expect(pathWithoutLanguage('/hi?x=1')).toBe('/?x=1');
    expect(pathWithoutLanguage('/courses')).toBe('/courses');
    expect(pathWithoutLanguage('/hindi')).toBe('/hindi');
  });

  it('moves a path into a language, keeping its query and hash, and twice changes nothing', () => {
    expect(localizePath('/', 'hi')).toBe('/hi');
    expect(localizePath('/courses?q=gold#top', 'hi')).toBe('/hi/courses?q=gold#top');
    expect(localizePath('/?x=1', 'hi')).toBe('/hi?x=1');
    expect(localizePath(localizePath('/blog', 'hi'), 'hi')).toBe('/hi/blog');
    expect(localizePath('/hi/blog', 'en')).toBe('/blog');
    expect(localizePath('/hi', 'en')).toBe('/');
    expect(localizePath('relative', 'hi')).toBe('relative');
  });
});
