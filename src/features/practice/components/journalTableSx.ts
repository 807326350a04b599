import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The journal's table: at tablet width and up a table whose cells wrap at spaces, so that every
 * column (Delete too) fits the page; on a phone each trade is a card of label and value rows,
 * the labels (the column headers, in order) written by CSS before each cell.
 */
export function journalTableSx(labels: readonly string[]): SxProps<Theme> {
  const cardLabels = Object.fromEntries(
    labels.map((label, index) => [
      `& tbody tr > :nth-child(${index + 1})::before`,
      { content: JSON.stringify(label), fontWeight: 400, color: 'text.secondary', pr: 2 },
    ]),
  );
  return {
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: '0.875rem',
    '& th, & td': { px: 1, py: 0.75, borderBottom: 1, borderColor: 'divider', textAlign: 'left' },
    '& td:last-of-type': { whiteSpace: 'nowrap' },
    '@media (max-width: 599.95px)': {
      display: 'block',
      '& thead': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' },
      '& tbody': { display: 'grid', gap: 1.5 },
      '& tbody tr': { display: 'grid', border: 1, borderColor: 'divider', borderRadius: 1, py: 0.5 },
      '& tbody th, & tbody td': {
        display: 'flex',
        justifyContent: 'space-between',
        gap: 1,
        borderBottom: 0,
        py: 0.25,
        textAlign: 'right',
      },
      ...cardLabels,
      // The delete button and a notice under a trade have no label of their own.
      [`& tbody tr > :nth-child(${labels.length + 1})`]: { justifyContent: 'flex-end' },
      '& tbody td[colspan]': { display: 'block', textAlign: 'left' },
      '& tbody td[colspan]::before': { content: 'none' },
      '& tbody td:empty': { display: 'none' },
    },
  };
}
