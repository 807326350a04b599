import { fireEvent, screen, within } from '@testing-library/react';
import { LANGUAGES, localizePath } from '@/config/languages';
import { testI18n } from '@/test/i18n';
import { renderWithProviders } from '@/test/render';
import { PARTNERS } from '../content';
import { PartnersSlider } from './PartnersSlider';

const t = testI18n('en').getFixedT('en', 'home');

const carousel = () => screen.getByRole('region', { name: 'Trading partners' });
const cards = () => within(carousel()).getAllByRole('listitem');
const cardNames = () => cards().map((card) => within(card).getByRole('img').getAttribute('alt'));
const dots = () => screen.getAllByRole('button', { name: /^Go to page \d+$/ });
const current = () =>
  screen.getAllByRole('button', { name: /^Go to page/ }).find((dot) => dot.getAttribute('aria-current') === 'true');
const logoNames = (from: number, to: number) => PARTNERS.slice(from, to).map((partner) => `${partner.name} logo`);

function resizeTo(width: number) {
  window.innerWidth = width;
  fireEvent(window, new Event('resize'));
}

describe('Our Trading Partners', () => {
  it('shows the heading, the exact subheading and 8 partner cards in all', async () => {
    renderWithProviders(<PartnersSlider />);
    expect(screen.getByRole('heading', { level: 2, name: 'Our Trading Partners' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Partnering with the best platforms in the trading world to offer exceptional services and opportunities.',
      ),
    ).toBeInTheDocument();
    expect(PARTNERS).toHaveLength(8);
    for (const slug of ['deltaex', 'copyhub', 'stockly', 'tradedesk']) {
      expect(PARTNERS.filter((partner) => partner.logo === `/media/partners/${slug}.webp`)).toHaveLength(2);
    }
  });

  it('gives each card a sized logo, a description and a Visit now link opening a new tab safely', () => {
    renderWithProviders(<PartnersSlider />);
    const [first] = cards();
    if (!first) throw new Error('no card');
    const logo = within(first).getByRole('img', { name: 'DeltaEx logo' });
    expect(logo).toHaveAttribute('src', '/media/partners/deltaex.webp');
    expect(logo).toHaveAttribute('width', '240');
    expect(logo).toHaveAttribute('height', '96');
    expect(logo).toHaveAttribute('loading', 'lazy');
    expect(within(first).getByText(t('partners.items.deltaex-1'))).toBeInTheDocument();
    const link = within(first).getByRole('link', { name: /^Visit now DeltaEx/ });
    expect(link).toHaveTextContent('Visit now');
    expect(link).toHaveAttribute('href', PARTNERS[0]?.link);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has three links carrying a referral or invite code', () => {
    const withCode = PARTNERS.filter((partner) => /[?&](ref|referral|invite)=/.test(partner.link));
    expect(withCode).toHaveLength(3);
  });

  it.each([
    [1280, 4, 2],
    [1024, 4, 2],
    [1023, 3, 3],
    [800, 3, 3],
    [768, 3, 3],
    [767, 2, 4],
    [600, 2, 4],
    [576, 2, 4],
    [575, 1, 8],
    [360, 1, 8],
  ])('at %i px shows %i cards per page over %i pages, and the arrows wrap', async (width, perPage, pages) => {
    window.innerWidth = width;
    const { user } = renderWithProviders(<PartnersSlider />);
    expect(cardNames()).toEqual(logoNames(0, perPage));
    expect(dots()).toHaveLength(pages);
    expect(current()).toHaveAccessibleName('Go to page 1');

    // Previous from the first page goes to the last.
    await user.click(screen.getByRole('button', { name: 'Previous partners' }));
    const lastStart = (pages - 1) * perPage;
    expect(cardNames()).toEqual(logoNames(lastStart, lastStart + perPage));
    expect(current()).toHaveAccessibleName(`Go to page ${pages}`);

    // Next from the last page goes to the first.
    await user.click(screen.getByRole('button', { name: 'Next partners' }));
    expect(cardNames()).toEqual(logoNames(0, perPage));
    expect(current()).toHaveAccessibleName('Go to page 1');

    // Next walks forward one page at a time.
    await user.click(screen.getByRole('button', { name: 'Next partners' }));
    expect(cardNames()).toEqual(logoNames(perPage, 2 * perPage));
    expect(current()).toHaveAccessibleName('Go to page 2');
    expect(screen.getByText(`Page 2 of ${pages}`)).toBeInTheDocument();
  });

  it('jumps to a page with its dot, which becomes the current one', async () => {
    window.innerWidth = 600;
    const { user } = renderWithProviders(<PartnersSlider />);
    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(cardNames()).toEqual(logoNames(4, 6));
    expect(screen.getByRole('button', { name: 'Go to page 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Go to page 1' })).not.toHaveAttribute('aria-current');
  });

  it('follows window resizes, keeping the first card shown on screen', async () => {
    window.innerWidth = 1280;
    const { user } = renderWithProviders(<PartnersSlider />);
    expect(cards()).toHaveLength(4);

    resizeTo(800);
    expect(cards()).toHaveLength(3);
    expect(dots()).toHaveLength(3);

    resizeTo(360);
    expect(cards()).toHaveLength(1);
    expect(dots()).toHaveLength(8);

    await user.click(screen.getByRole('button', { name: 'Go to page 7' }));
    expect(cardNames()).toEqual(logoNames(6, 7));

    // Card 7 is on page 2 at 4 per page.
    resizeTo(1280);
    expect(cardNames()).toEqual(logoNames(4, 8));
    expect(current()).toHaveAccessibleName('Go to page 2');
  });
});

// Each language's words come from its catalogue; the English tests above check the exact English wording.
describe.each(LANGUAGES)("Our Trading Partners in the page's language (%s)", (lang) => {
  const words = testI18n(lang).getFixedT(lang, 'home');

  it('says the pitch, the links, the arrows and the pages in the language of the page', async () => {
    window.innerWidth = 600;
    const { user } = renderWithProviders(<PartnersSlider />, { route: localizePath('/', lang) });
    const title = words('partners.title');
    if (lang !== 'en') expect(title).not.toBe(t('partners.title'));
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: words('partners.carousel') });
    const [first] = within(region).getAllByRole('listitem');
    const [partner] = PARTNERS;
    if (!first || !partner) throw new Error('no card');
    expect(
      within(first).getByRole('img', { name: words('partners.logo', { name: partner.name }) }),
    ).toBeInTheDocument();
    expect(within(first).getByText(words(`partners.items.${partner.id}`))).toBeInTheDocument();
    const visit = words('partners.visit');
    expect(within(first).getByRole('link', { name: new RegExp(`^${visit} ${partner.name}`) })).toHaveTextContent(visit);
    expect(
      within(region).getByRole('list', { name: words('partners.page', { page: 1, pages: 4 }) }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: words('partners.next') }));
    expect(screen.getByRole('button', { name: words('partners.goTo', { page: 2 }) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByText(words('partners.status', { page: 2, pages: 4 }))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: words('partners.previous') }));
    expect(screen.getByRole('button', { name: words('partners.goTo', { page: 1 }) })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});
