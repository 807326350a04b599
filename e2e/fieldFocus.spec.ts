import type { Locator } from '@playwright/test';
import { expect, test } from './support';

/**
 * A focused text field shows one ring: its own rounded outline, drawn thicker. The site-wide
 * :focus-visible ring must not also land on the <input> inside, as a square box through the label.
 */
async function rings(field: Locator) {
  return field.evaluate((input) => {
    const own = getComputedStyle(input);
    const outline = input.closest('.MuiInputBase-root')?.querySelector('.MuiOutlinedInput-notchedOutline');
    const frame = outline ? getComputedStyle(outline) : null;
    return {
      focused: input === document.activeElement && input.matches(':focus-visible'),
      inputOutline: own.outlineStyle !== 'none' && parseFloat(own.outlineWidth) > 0,
      inputShadow: own.boxShadow !== 'none',
      fieldOutline: frame ? parseFloat(frame.borderTopWidth) : 0,
    };
  });
}

for (const width of [360, 1280]) {
  test(`a focused field has one ring, its own outline, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/login');
    for (const field of [page.getByLabel('Email', { exact: true }), page.getByLabel('Password', { exact: true })]) {
      await field.click();
      await expect
        .poll(() => rings(field))
        .toEqual({
          focused: true,
          inputOutline: false,
          inputShadow: false,
          fieldOutline: 2,
        });
    }
  });
}
