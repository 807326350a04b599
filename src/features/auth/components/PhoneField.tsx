import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import MenuList, { type MenuListProps } from '@mui/material/MenuList';
import TextField from '@mui/material/TextField';
import { useForkRef } from '@mui/material/utils';
import { MuiTelInput, type MuiTelInputCountry, type MuiTelInputInfo, type MuiTelInputProps } from 'mui-tel-input';
import {
  Children,
  forwardRef,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
} from 'react';
import { visuallyHiddenSx } from '@/components/a11y/VisuallyHidden';
import type { Language } from '@/config/languages';
import { useLanguage, useTranslation } from '@/i18n';
import { reinterpretPhoneInput } from '../phone';

const DEFAULT_COUNTRY: MuiTelInputCountry = 'IN';
const DEFAULT_CALLING_CODE = '91';

const badgeSx = {
  display: 'inline-block',
  minWidth: '2.1em',
  px: 0.5,
  border: 1,
  borderColor: 'divider',
  borderRadius: 0.75,
  fontSize: '0.75rem',
  fontWeight: 700,
  lineHeight: 1.6,
  textAlign: 'center',
  color: 'text.secondary',
} as const;

/**
 * The country's ISO code in a small badge. Flag images would come from a third-party host and
 * emoji flags are missing from many systems' fonts (Windows, minimal Linux), so text it is.
 */
const FlagBadge = ({ code }: { code: string }) => (
  <Box component="span" aria-hidden="true" sx={badgeSx}>
    {code}
  </Box>
);

/** Text for screen readers only, which names an element through `aria-labelledby`. */
const HiddenLabel = ({ id, children }: { id: string; children: string }) => (
  <Box component="span" id={id} sx={visuallyHiddenSx}>
    {children}
  </Box>
);

const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's name in `lang`, as the library names the countries of its menu. */
function regionName(isoCode: string, lang: Language): string {
  let names = regionNames.get(lang);
  if (!names) regionNames.set(lang, (names = new Intl.DisplayNames(lang, { type: 'region' })));
  return names.of(isoCode) ?? isoCode;
}

interface CountryOptionProps {
  countryName?: string;
  isoCode?: string;
}

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The country menu's list with a search box above it: type part of a country's name (in the
 * page's language or in English) or its ISO code to narrow ~240 entries down. ArrowDown moves
 * into the results.
 */
const CountrySearchList = forwardRef<HTMLUListElement, MenuListProps>(function CountrySearchList(
  { children, autoFocus: _autoFocus, autoFocusItem: _autoFocusItem, 'aria-labelledby': _labelledBy, ...listProps },
  ref,
) {
  const { t } = useTranslation('auth');
  const lang = useLanguage();
  const [query, setQuery] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const handleRef = useForkRef(ref, listRef);

  useEffect(() => {
    searchRef.current?.focus();
  }, []);

  const needle = normalise(query.trim().replace(/^\+/, ''));
  const options = Children.toArray(children).filter((child) => {
    if (!needle) return true;
    if (!isValidElement<CountryOptionProps>(child)) return false;
    const { countryName = '', isoCode = '' } = child.props;
    if (isoCode.toLowerCase() === needle || normalise(countryName).includes(needle)) return true;
    // A learner on a Hindi page may still type the English name.
    return lang !== 'en' && isoCode !== '' && normalise(regionName(isoCode, 'en')).includes(needle);
  });

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || (event.key === 'Enter' && options.length > 0)) {
      event.preventDefault();
      const first = listRef.current?.querySelector<HTMLElement>('[role="option"]');
      if (event.key === 'Enter') first?.click();
      else first?.focus();
    }
  };

  return (
    <>
      <Box sx={{ position: 'sticky', top: 0, zIndex: 1, bgcolor: 'background.paper', px: 1.5, pt: 1.5, pb: 1 }}>
        <TextField
          inputRef={searchRef}
          size="small"
          fullWidth
          label={t('phone.searchCountry')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onSearchKeyDown}
          autoComplete="off"
        />
      </Box>
      {/* The library names the list after the whole menu, search box included; a plain name reads better. */}
      <MenuList ref={handleRef} {...listProps} aria-label={t('phone.countries')}>
        {options.length > 0 ? (
          options
        ) : (
          <MenuItem disabled role="option" aria-selected={false}>
            {t('phone.noMatch')}
          </MenuItem>
        )}
      </MenuList>
    </>
  );
});

type PhoneFieldProps = Omit<
  MuiTelInputProps,
  'defaultCountry' | 'forceCallingCode' | 'getFlagElement' | 'MenuProps' | 'onChange'
> & {
  onChange?: (value: string) => void;
};

/**
 * The sign-up phone number: country picker with search, India by default. The library reads any
 * text as international, so a number typed into a cleared field would become a calling code, and
 * a "+91 …" typed after the "+91" it shows would be read as one long number. The text is put right
 * (see reinterpretPhoneInput) before the library reads it, in the same event, so fast typing and
 * pasting cannot overtake it.
 */
export function PhoneField({ onChange, slotProps, ...props }: PhoneFieldProps) {
  const { t } = useTranslation('auth');
  const lang = useLanguage();
  // The calling code of the country the field is on: what a national number belongs to.
  const callingCode = useRef(DEFAULT_CALLING_CODE);
  // The country button is named by a hidden line beside its badge, in the page's language: the
  // library's own name for it (and the country name it passes in) is English whatever the page.
  const buttonLabelId = useId();
  const renderFlag = useCallback<NonNullable<MuiTelInputProps['getFlagElement']>>(
    (isoCode, { isSelected }) => (
      <>
        <FlagBadge code={isoCode} />
        {isSelected && (
          <HiddenLabel id={buttonLabelId}>
            {t('phone.countryButton', { country: regionName(isoCode, lang) })}
          </HiddenLabel>
        )}
      </>
    ),
    [buttonLabelId, t, lang],
  );

  const handleChange = (value: string, info: MuiTelInputInfo) => {
    if (info.countryCode && info.countryCallingCode) callingCode.current = info.countryCallingCode;
    onChange?.(value);
  };

  return (
    <MuiTelInput
      // An Indian mobile number, as a cleared field's hint: the school teaches in India.
      placeholder={t('phone.placeholder')}
      {...props}
      onChange={handleChange}
      slotProps={{
        ...slotProps,
        htmlInput: {
          ...slotProps?.htmlInput,
          // Runs before the library's own handler, which then reads the corrected text.
          onChange: (event: ChangeEvent<HTMLInputElement>) => {
            const meant = reinterpretPhoneInput(event.target.value, callingCode.current);
            if (meant !== null) event.target.value = meant;
          },
        },
      }}
      defaultCountry={DEFAULT_COUNTRY}
      getFlagElement={renderFlag}
      unknownFlagElement={
        <>
          <FlagBadge code="?" />
          <HiddenLabel id={buttonLabelId}>{t('phone.noCountryButton')}</HiddenLabel>
        </>
      }
      FlagIconButtonProps={{ 'aria-labelledby': buttonLabelId }}
      langOfCountryName={lang}
      focusOnSelectCountry
      // The search box takes the focus instead of the first country.
      MenuProps={{ autoFocus: false, variant: 'menu', slots: { list: CountrySearchList } }}
    />
  );
}
