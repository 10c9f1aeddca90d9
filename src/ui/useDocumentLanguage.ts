// Keeps <html lang> on the chosen language, for screen readers and hyphenation.
import { useEffect } from 'react';

export function useDocumentLanguage(locale: string) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
}
