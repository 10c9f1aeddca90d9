// Language switch of the top bar; the language's name shows from 640 px up, so the page title
// keeps its room on a phone.
import { Languages } from 'lucide-react';
import { useLocaleState, useTranslate } from 'ra-core';
import { LOCALE_OPTIONS } from '../providers/catalogues';
import { Button } from '../ui/Button';
import { DropdownMenu } from '../ui/DropdownMenu';

export function LanguageMenu() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const current = LOCALE_OPTIONS.find((option) => option.locale === locale) ?? LOCALE_OPTIONS[0];
  const label = translate('app.locale.label');
  return (
    <DropdownMenu
      trigger={
        <Button
          variant="ghost"
          aria-label={`${label}: ${current.name}`}
          icon={<Languages size={20} aria-hidden />}
        >
          <span className="hidden sm:inline">{current.name}</span>
        </Button>
      }
      choices={LOCALE_OPTIONS.map((option) => ({
        key: option.locale,
        label: option.name,
        lang: option.locale,
        selected: option.locale === locale,
        onSelect: () => setLocale(option.locale),
      }))}
    />
  );
}
