// @vitest-environment jsdom
// The app's store: the language reads as the one the app started in until one is chosen, so that
// ra-core's i18n context draws the app in its very first pass; a chosen one wins and stays over a
// sign-out.
import { Profiler } from 'react';
import { render, screen } from '@testing-library/react';
import { CoreAdminContext } from 'ra-core';
import { afterEach, describe, expect, it } from 'vitest';
import uz from '../../src/i18n/uz';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { createAppStore } from '../../src/providers/store';

afterEach(() => window.localStorage.clear());

describe('createAppStore', () => {
  it('reads the language the app started in until one is chosen', () => {
    const store = createAppStore('ru');
    expect(store.getItem('locale')).toBe('ru');
    expect(store.getItem('theme')).toBeUndefined();
    store.setItem('locale', 'en');
    expect(store.getItem('locale')).toBe('en');
    expect(createAppStore('uz').getItem('locale')).toBe('en');
  });

  it('keeps the chosen language and theme when it is reset at sign-out', () => {
    const store = createAppStore('uz');
    store.setItem('locale', 'ru');
    store.setItem('theme', 'dark');
    store.setItem('transactions.listParams', { page: 2 });
    store.reset();
    expect(store.getItem('locale')).toBe('ru');
    expect(store.getItem('theme')).toBe('dark');
    expect(store.getItem('transactions.listParams')).toBeUndefined();
  });

  it("lets ra-core's i18n context draw the app in its first commit", () => {
    // How many commits React had made when the app's content was first drawn: ra-core's i18n
    // context draws nothing at first when the store's language differs from its provider's.
    const commits: string[] = [];
    let commitsBeforeContent: number | undefined;
    function Content() {
      commitsBeforeContent ??= commits.length;
      return <p>ready</p>;
    }
    render(
      <Profiler id="app" onRender={(_id, phase) => commits.push(phase)}>
        <CoreAdminContext store={createAppStore('uz')} i18nProvider={createI18nProvider('uz', uz)}>
          <Content />
        </CoreAdminContext>
      </Profiler>,
    );
    expect(screen.getByText('ready')).toBeTruthy();
    expect(commitsBeforeContent).toBe(0);
  });
});
