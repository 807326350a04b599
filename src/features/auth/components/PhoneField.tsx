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
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
} from 'react';
import { reinterpretPhoneInput } from '../phone';

/** An Indian mobile number, as a cleared field's hint: the school teaches in India. */
export const PHONE_PLACEHOLDER = '98765 43210';
const DEFAULT_COUNTRY: MuiTelInputCountry = 'IN';
const DEFAULT_CALLING_CODE = '91';

/**
 * The country's ISO code in a small badge. Flag images would come from a third-party host and
 * emoji flags are missing from many systems' fonts (Windows, minimal Linux), so text it is.
 */
const renderFlag: MuiTelInputProps['getFlagElement'] = (isoCode) => (
  <Box
    component="span"
    aria-hidden="true"
    sx={{
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
    }}
  >
    {isoCode}
  </Box>
);

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
 * The country menu's list with a search box above it: type part of a country's name, its ISO
 * code to narrow ~240 entries down. ArrowDown moves into the results.
 */
const CountrySearchList = forwardRef<HTMLUListElement, MenuListProps>(function CountrySearchList(
  { children, autoFocus: _autoFocus, autoFocusItem: _autoFocusItem, 'aria-labelledby': _labelledBy, ...listProps },
  ref,
) {
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
    return normalise(countryName).includes(needle) || isoCode.toLowerCase() === needle;
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
          label="Search country"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onSearchKeyDown}
          autoComplete="off"
        />
      </Box>
      {/* The library names the list after the whole menu, search box included; a plain name reads better. */}
      <MenuList ref={handleRef} {...listProps} aria-label="Countries">
        {options.length > 0 ? (
          options
        ) : (
          <MenuItem disabled role="option" aria-selected={false}>
            No country matches
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
  // The calling code of the country the field is on: what a national number belongs to.
  const callingCode = useRef(DEFAULT_CALLING_CODE);

  const handleChange = (value: string, info: MuiTelInputInfo) => {
    if (info.countryCode && info.countryCallingCode) callingCode.current = info.countryCallingCode;
    onChange?.(value);
  };

  return (
    <MuiTelInput
      placeholder={PHONE_PLACEHOLDER}
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
      focusOnSelectCountry
      // The search box takes the focus instead of the first country.
      MenuProps={{ autoFocus: false, variant: 'menu', slots: { list: CountrySearchList } }}
    />
  );
}
