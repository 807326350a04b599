import { Global } from '@emotion/react';

/** Marks what the screen shows around the certificate and paper does not: buttons, links, notes. */
export const SCREEN_ONLY = { 'data-print': 'hidden' } as const;

export const SHEET_CLASS = 'certificate-sheet';

/**
 * The certificate alone on one A4 landscape page, light whatever the screen's colours: the site's
 * frame around the page's main element (skip link, navbar, footer, chat), toasts and the page's own
 * controls are left out.
 */
const printCss = `
@page { size: A4 landscape; margin: 10mm; }
@media print {
  html, body { background: #ffffff !important; color: #14201b !important; color-scheme: light; }
  :has(> main) > :not(main),
  header, footer, .notistack-SnackbarContainer, [data-print="hidden"] { display: none !important; }
  :has(> main), main { min-height: 0 !important; display: block !important; }
  main > * { max-width: none !important; margin: 0 !important; padding: 0 !important; }
  .${SHEET_CLASS} {
    width: 277mm !important; height: 190mm !important; aspect-ratio: auto !important;
    margin: 0 !important; box-shadow: none !important;
    break-inside: avoid; page-break-inside: avoid;
    print-color-adjust: exact; -webkit-print-color-adjust: exact;
  }
}
`;

/** Rendered only with a certificate, so the rules exist only on its page. */
export function CertificatePrintStyles() {
  return <Global styles={printCss} />;
}
