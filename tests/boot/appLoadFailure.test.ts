// @vitest-environment jsdom
// When the app's files cannot be downloaded the page says so, in the saved language, offers a
// reload, and a first paint on screen stops saying it is loading.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showAppLoadFailure } from '../../src/boot/appLoadFailure';

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
});

describe('showAppLoadFailure', () => {
  it('says the server could not be reached and reloads on request', async () => {
    const reload = vi.fn();
    await showAppLoadFailure(reload);
    const banner = document.querySelector('[role="alert"]')!;
    expect(banner.querySelector('p')!.textContent).toBe(
      "Server bilan bog'lanib bo'lmadi. Internet aloqasini tekshiring.",
    );
    const button = banner.querySelector('button')!;
    expect(button.textContent).toBe('Qayta yuklash');
    button.click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('speaks the saved language and theme', async () => {
    localStorage.setItem('RaStorePaymentsAdmin.locale', JSON.stringify('ru'));
    localStorage.setItem('RaStorePaymentsAdmin.theme', JSON.stringify('dark'));
    await showAppLoadFailure(vi.fn());
    const banner = document.querySelector<HTMLElement>('[role="alert"]')!;
    expect(banner.querySelector('button')!.textContent).toBe('Перезагрузить');
    expect(banner.dataset.theme).toBe('dark');
  });
});
