// Language switch of the top bar. react-admin's LocalesMenuButton always prints the language name,
// which pushes the page title out of the bar on a phone; here the name shows from 600 px up.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Translate from '@mui/icons-material/Translate';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALE_OPTIONS } from '../providers/catalogues';

export function LanguageMenu() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = LOCALE_OPTIONS.find((option) => option.locale === locale) ?? LOCALE_OPTIONS[0];
  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<Translate />}
        aria-haspopup="menu"
        aria-label={`${translate('app.locale.label')}: ${current.name}`}
        sx={{ minWidth: 0, textTransform: 'none' }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {current.name}
        </Box>
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LOCALE_OPTIONS.map((option) => (
          <MenuItem
            key={option.locale}
            selected={option.locale === locale}
            lang={option.locale}
            onClick={() => {
              setLocale(option.locale);
              setAnchor(null);
            }}
          >
            {option.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
