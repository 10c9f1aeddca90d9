// The translator: the catalogue of the language the app started in at once, another one loaded
// when chosen, and back.
import { describe, expect, it } from 'vitest';
import uz from '../../src/i18n/uz';
import { createI18nProvider } from '../../src/providers/i18nProvider';

describe('createI18nProvider', () => {
  it('translates from the first catalogue at once, and loads another when it is chosen', async () => {
    const i18n = createI18nProvider('uz', uz);
    expect(i18n.translate('app.menu.cards')).toBe('Kartalar');
    expect(i18n.translate('app.transactions.title')).toBe('Tranzaksiyalar Jurnali');
    await i18n.changeLocale('ru');
    expect(i18n.getLocale()).toBe('ru');
    expect(i18n.translate('app.transactions.title')).toBe('Журнал транзакций');
    await i18n.changeLocale('uz');
    expect(i18n.translate('app.menu.cards')).toBe('Kartalar');
  });
});
