import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAsServerRendered } from '@/lib/asServerRendered';
import { DEFAULT_QUERY, readQuery, writeQuery, type CatalogQuery } from '../catalogQuery';

/**
 * The catalog's state, read from and written to the URL. A chip, the sort or Clear filters is a
 * step of its own in the history (Back undoes it); typing replaces the step that the first letter
 * of the search added, so Back does not go through the search letter by letter.
 *
 * The page was rendered at build time with no query, so while it hydrates it shows the whole
 * list as its HTML does; the URL's filters apply as soon as the page is the browser's.
 */
export function useCatalogQuery() {
  const [params, setParams] = useSearchParams();
  const asServerRendered = useAsServerRendered();
  const query = useMemo(() => (asServerRendered ? DEFAULT_QUERY : readQuery(params)), [asServerRendered, params]);

  const update = useCallback(
    (change: Partial<CatalogQuery>) => {
      const current = readQuery(params);
      const next = { ...current, ...change };
      const typing = change.q !== undefined && current.q !== '' && next.q !== '';
      setParams(writeQuery(next), { replace: typing });
    },
    [params, setParams],
  );

  return [query, update] as const;
}
