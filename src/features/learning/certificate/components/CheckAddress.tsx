import Link from '@mui/material/Link';
import { Fragment, type ReactNode } from 'react';
import { addressParts } from '../addressParts';

/**
 * The public check's address as a link. A narrow screen wraps it after a slash or a dash, never
 * inside a word, so the number stays whole and readable.
 */
export function CheckAddress({ href }: { href: string; children?: ReactNode }) {
  const parts = addressParts(href);
  // Named as one address: the break opportunities are not words to read out.
  return (
    <Link href={href} aria-label={href}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 && <wbr />}
        </Fragment>
      ))}
    </Link>
  );
}
