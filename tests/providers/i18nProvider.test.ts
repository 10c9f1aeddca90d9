// The translator takes a screen's own texts at once, keeps them across a change of language, and
// knows nothing of them before.
import { describe, expect, it } from 'vitest';
import uz from '../../i18n/uz';
import { TRANSACTIONS_TEXTS } from '../../i18n/screens/transactions';
import { createI18nProvider, type ScreenMessages } from '../../src/providers/i18nProvider';

const SCREEN: ScreenMessages = {
  uz: { app: { demo: { title: 'Sinov' } } },
  ru: { app: { demo: { title: 'Проба' } } },
  en: { app: { demo: { title: 'Trial' } } },
};

describe('createI18nProvider', () => {
  it("adds a screen's texts beside the catalogue's, in the current and a later language", async () => {
    const i18n = createI18nProvider('uz', uz);
    expect(i18n.translate('app.demo.title')).toBe('app.demo.title');
    i18n.addMessages(SCREEN);
    expect(i18n.translate('app.demo.title')).toBe('Sinov');
    expect(i18n.translate('app.menu.cards')).toBe('Kartalar');
    await i18n.changeLocale('ru');
    expect(i18n.translate('app.demo.title')).toBe('Проба');
    expect(i18n.translate('app.menu.cards')).toBe('Карты');
    await i18n.changeLocale('uz');
    expect(i18n.getLocale()).toBe('uz');
    expect(i18n.translate('app.demo.title')).toBe('Sinov');
  });

  it("merges a screen's Uzbek texts into the catalogue's section, and reads ru from its catalogue", async () => {
    const i18n = createI18nProvider('uz', uz);
    // Before the journal brings its texts, only the status names (the dashboard's) are there.
    expect(i18n.translate('app.transactions.title')).toBe('app.transactions.title');
    i18n.addMessages(TRANSACTIONS_TEXTS);
    expect(i18n.translate('app.transactions.title')).toBe('Tranzaksiyalar Jurnali');
    expect(i18n.translate('app.transactions.statuses.APPROVED')).toBe('Tasdiqlangan');
    await i18n.changeLocale('ru');
    expect(i18n.translate('app.transactions.title')).toBe('Журнал транзакций');
  });
});
