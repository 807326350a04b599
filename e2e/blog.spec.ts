import { expect, expectNoAxeViolations, gotoHydrated, inLang, say, test, type Lang } from './support';

for (const lang of ['en', 'hi'] as Lang[]) {
  test(`/blog in ${lang}: three posts, then Show more from the keyboard shows the rest, each with its own picture @phone`, async ({
    page,
  }) => {
    await gotoHydrated(page, inLang(lang, '/blog'));
    const list = page.getByRole('list', { name: say(lang, 'blog', 'list.label') });
    await expect(list.getByRole('article')).toHaveCount(3);
    const more = page.getByRole('button', { name: say(lang, 'blog', 'list.showMore'), exact: true });
    await expect(more).toBeVisible();
    await expectNoAxeViolations(page);

    await more.focus();
    await page.keyboard.press('Enter');
    await expect(list.getByRole('article')).toHaveCount(6);
    // The focus is on the first post the button showed; nothing is left to show.
    await expect(list.getByRole('article').nth(3)).toBeFocused();
    await expect(more).toHaveCount(0);

    const pictures = await list
      .locator('article img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
    expect(new Set(pictures).size).toBe(6);
    for (const picture of pictures) expect((await page.request.get(picture)).status()).toBe(200);
    await expectNoAxeViolations(page);
  });
}
