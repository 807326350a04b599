/** @jest-environment node */
import { htmlToText, shortSummary } from './htmlText';

describe('htmlToText', () => {
  it('keeps the words of the paragraphs, without tags, scripts or styles', () => {
    expect(
      htmlToText(
        '<h2>Gold</h2><p>Buy <b>low</b> .</p><script>alert(1)</script><style>p{}</style><ul><li>Sell</li></ul>',
      ),
    ).toBe(' Gold  Buy low.     Sell  ');
  });

  it('decodes named and numbered entities, and leaves an unknown or impossible one as it is', () => {
    expect(htmlToText('A &amp; B &lt;3 &#8377;5 &#x20B9;6 &nbsp;&bogus; &#0; &#x110000;')).toBe(
      'A & B <3 ₹5 ₹6  &bogus; &#0; &#x110000;',
    );
  });
});

describe('shortSummary', () => {
  it('folds whitespace and keeps text that fits', () => {
    expect(shortSummary('  Learn \n the   basics ', 40)).toBe('Learn the basics');
  });

  it('cuts at a word within the limit, dropping trailing punctuation, and ends with an ellipsis', () => {
    const cut = shortSummary('Support and resistance, explained simply for new traders', 30);
    expect(cut).toBe('Support and resistance…');
    expect(cut.length).toBeLessThanOrEqual(30);
  });
});
