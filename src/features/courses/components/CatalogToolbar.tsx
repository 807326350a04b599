import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useId, type Ref } from 'react';
import { useTranslation } from '@/i18n';
import { SORTS, type CatalogQuery, type Option } from '../catalogQuery';
import { languageLabel, marketLabel } from '../courseLabels';

/**
 * Native <input> and <select>, styled like the site's outlined fields: MUI's TextField and Select
 * (with their menu and popover) would more than double the list page's own code, and a native
 * select is the picker phones already know.
 */
const fieldSx = {
  height: 44,
  border: '1px solid',
  borderColor: 'brand.borderStrong',
  borderRadius: '8px',
  bgcolor: 'background.paper',
  color: 'text.primary',
  font: 'inherit',
  fontSize: '1rem',
  '&:hover': { borderColor: 'text.primary' },
  '&:focus-within, &:focus-visible': {
    outline: '2px solid',
    outlineColor: 'primary.main',
    outlineOffset: '1px',
    borderColor: 'primary.main',
  },
} as const;

const labelSx = { display: 'block', fontSize: '0.875rem', color: 'text.secondary', mb: 0.5 } as const;

/** A chip row keeps one line (scrolling sideways on a phone), so the list below never moves. */
const chipRowSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 1,
  height: 40,
  overflowX: 'auto',
  whiteSpace: 'nowrap',
  py: 0.5,
} as const;

interface ChipGroupProps {
  label: string;
  options: Option[];
  /** An option's name in the page's language. */
  optionLabel: (label: string) => string;
  selected: string;
  onSelect: (slug: string) => void;
}

/** Toggle chips: pressing the chosen one again shows every option's courses. */
function ChipGroup({ label, options, optionLabel, selected, onSelect }: ChipGroupProps) {
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId} sx={chipRowSx}>
      <Box component="span" id={labelId} sx={{ fontSize: '0.875rem', color: 'text.secondary', minWidth: 72 }}>
        {label}
      </Box>
      {options.map((option) => {
        const on = option.slug === selected;
        return (
          <Chip
            key={option.slug}
            label={optionLabel(option.label)}
            clickable
            color={on ? 'primary' : 'default'}
            variant={on ? 'filled' : 'outlined'}
            aria-pressed={on}
            onClick={() => onSelect(on ? '' : option.slug)}
            sx={{ fontSize: '0.875rem', flexShrink: 0 }}
          />
        );
      })}
    </Box>
  );
}

interface CatalogToolbarProps {
  query: CatalogQuery;
  onChange: (change: Partial<CatalogQuery>) => void;
  /** Undefined while the list loads: the chip rows keep their place. */
  markets?: Option[];
  languages?: Option[];
  ratings: boolean;
  searchRef?: Ref<HTMLInputElement>;
}

export function CatalogToolbar({ query, onChange, markets, languages, ratings, searchRef }: CatalogToolbarProps) {
  const { t } = useTranslation('courses');
  const searchId = useId();
  const sortId = useId();
  const sorts = SORTS.filter((sort) => ratings || sort !== 'rating');
  const sort = sorts.includes(query.sort) ? query.sort : 'featured';
  return (
    <Box role="search" aria-label={t('finder.label')} sx={{ mt: 3, mb: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end', mb: 1 }}>
        <Box sx={{ flex: '1 1 260px' }}>
          <Box component="label" htmlFor={searchId} sx={labelSx}>
            {t('finder.search')}
          </Box>
          <Box sx={{ ...fieldSx, display: 'flex', alignItems: 'center', px: 1.5, gap: 1 }}>
            <SearchIcon aria-hidden sx={{ color: 'text.secondary' }} />
            <Box
              component="input"
              ref={searchRef}
              id={searchId}
              type="search"
              autoComplete="off"
              enterKeyHint="search"
              placeholder={t('finder.searchPlaceholder')}
              value={query.q}
              onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange({ q: event.target.value })}
              // The field around it shows the focus ring.
              sx={{
                flex: 1,
                minWidth: 0,
                height: '100%',
                border: 0,
                bgcolor: 'transparent',
                font: 'inherit',
                fontSize: '1rem',
                color: 'inherit',
                '&, &:focus, &:focus-visible': { outline: 'none' },
              }}
            />
          </Box>
        </Box>
        <Box sx={{ flex: '0 1 220px' }}>
          <Box component="label" htmlFor={sortId} sx={labelSx}>
            {t('finder.sortBy')}
          </Box>
          <Box
            component="select"
            id={sortId}
            value={sort}
            onChange={(event: React.ChangeEvent<HTMLSelectElement>) =>
              onChange({ sort: event.target.value as CatalogQuery['sort'] })
            }
            sx={{ ...fieldSx, width: '100%', px: 1.5, cursor: 'pointer' }}
          >
            {sorts.map((option) => (
              <option key={option} value={option}>
                {t(`finder.sorts.${option}`)}
              </option>
            ))}
          </Box>
        </Box>
      </Box>
      {markets === undefined || markets.length > 0 ? (
        <ChipGroup
          label={t('finder.market')}
          options={markets ?? []}
          optionLabel={(label) => marketLabel(t, label)}
          selected={query.market}
          onSelect={(market) => onChange({ market })}
        />
      ) : null}
      <ChipGroup
        label={t('finder.language')}
        options={languages ?? []}
        optionLabel={(label) => languageLabel(t, label)}
        selected={query.lang}
        onSelect={(lang) => onChange({ lang })}
      />
    </Box>
  );
}
