import { contrastRatio, relativeLuminance } from './contrast';

describe('relativeLuminance', () => {
  it('is 0 for black and 1 for white, in any notation', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(relativeLuminance('rgb(255, 255, 255)')).toBe(1);
    expect(relativeLuminance('rgb(0 0 0)')).toBe(0);
  });

  it("weighs green most, as WCAG's formula does", () => {
    expect(relativeLuminance('#00ff00')).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance('#ff0000')).toBeCloseTo(0.2126, 4);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 3);
  });

  it('rejects what it cannot measure', () => {
    expect(() => relativeLuminance('rgba(0, 0, 0, 0.5)')).toThrow('Not an opaque sRGB colour');
    expect(() => relativeLuminance('green')).toThrow('Not an opaque sRGB colour');
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself, either way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0f7a4a', '#0f7a4a')).toBe(1);
  });

  it('puts #767676 just over AA on white and #777777 just under', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });
});
