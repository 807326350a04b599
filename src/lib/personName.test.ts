/** @jest-environment node */
import { personName } from './personName';

describe('personName', () => {
  it('drops a right-to-left override, so a name cannot reverse what follows it', () => {
    expect(personName('\u202Egnp.exe Ramesh')).toBe('gnp.exe Ramesh');
  });

  it.each([
    ['embeddings and their end', '\u202AAsha\u202C \u202BVerma\u202C'],
    ['overrides', '\u202DAsha\u202E Verma'],
    ['isolates', '\u2066Asha\u2067 \u2068Verma\u2069'],
    ['direction marks', '\u200EAsha \u200FVerma\u061C'],
  ])('drops bidirectional %s', (_case, raw) => {
    expect(personName(raw)).toBe('Asha Verma');
  });

  it('drops NUL and the other control characters, C0, DEL and C1', () => {
    expect(personName('As\u0000ha\u0007 Ve\u007Frma\u009B\u0080')).toBe('Asha Verma');
  });

  it('turns line breaks and tabs into spaces and collapses runs of white space', () => {
    expect(personName('  Asha\t\tVerma\r\nKapoor\u2028Rao \u00A0 ')).toBe('Asha Verma Kapoor Rao');
  });

  it('keeps the joiners that shape Indian scripts, and letters of every script', () => {
    expect(personName('क्\u200Dष  सुनीता')).toBe('क्\u200Dष सुनीता');
    expect(personName('ক্\u200Cষ')).toBe('ক্\u200Cষ');
    expect(personName('محمد علي')).toBe('محمد علي');
  });

  it('leaves nothing of a name made only of invisible marks', () => {
    expect(personName('\u202E\u2066\u0000 \u200F')).toBe('');
    expect(personName(undefined)).toBe('');
    expect(personName(null)).toBe('');
  });

  it('changes nothing in a plain name', () => {
    expect(personName('Asha Verma')).toBe('Asha Verma');
  });
});
