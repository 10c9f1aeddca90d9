import { describe, it, expect } from 'vitest';
import englishMessages from 'ra-language-english';
import { raUz } from '../../src/i18n/uz/ra.ts';
import { raRu } from '../../src/i18n/ru/ra.ts';

type Catalogue = { [key: string]: Catalogue | string | undefined };

/** Flattens a nested catalogue into `{ 'ra.action.save': 'Save', ... }`. */
function flatten(tree: Catalogue, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      flat[path] = value;
    } else if (value !== undefined) {
      Object.assign(flat, flatten(value, path));
    }
  }
  return flat;
}

const PLACEHOLDER = /%\{([^}]+)\}/g;
const placeholders = (text: string): string[] =>
  [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]))].sort();
const pluralForms = (text: string): number => text.split('||||').length;

const english = flatten({ ra: englishMessages.ra });
const englishKeys = Object.keys(english).sort();
const translations = {
  uz: flatten(raUz),
  ru: flatten(raRu),
};

describe('react-admin interface translations', () => {
  it('reads a non-trivial English catalogue', () => {
    expect(englishKeys.length).toBeGreaterThan(100);
    expect(englishKeys.every((key) => key.startsWith('ra.'))).toBe(true);
  });

  describe.each(Object.entries(translations))('%s', (_locale, messages) => {
    it('has exactly the same deep key set as ra-language-english', () => {
      expect(Object.keys(messages).sort()).toEqual(englishKeys);
    });

    it('keeps every %{placeholder} of the English string', () => {
      const missing = englishKeys.flatMap((key) =>
        placeholders(english[key])
          .filter((name) => !placeholders(messages[key] ?? '').includes(name))
          .map((name) => `${key}: %{${name}}`),
      );
      expect(missing).toEqual([]);
    });

    it('introduces no placeholder unknown to the English string', () => {
      const unknown = englishKeys.flatMap((key) =>
        placeholders(messages[key] ?? '')
          .filter((name) => !placeholders(english[key]).includes(name))
          .map((name) => `${key}: %{${name}}`),
      );
      expect(unknown).toEqual([]);
    });

    it('has no empty message (except where English has a blank one)', () => {
      const empty = englishKeys.filter(
        (key) => english[key].trim() !== '' && (messages[key] ?? '').trim() === '',
      );
      expect(empty).toEqual([]);
    });
  });

  it('uses the three Russian plural forms exactly where English is pluralised', () => {
    const wrong = englishKeys.filter(
      (key) => pluralForms(translations.ru[key]) !== (pluralForms(english[key]) > 1 ? 3 : 1),
    );
    expect(wrong).toEqual([]);
  });

  it('never uses more Uzbek plural forms than English', () => {
    const wrong = englishKeys.filter(
      (key) => pluralForms(translations.uz[key]) > pluralForms(english[key]),
    );
    expect(wrong).toEqual([]);
  });
});
