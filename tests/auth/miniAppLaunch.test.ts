// @vitest-environment jsdom
// Whether the panel runs as a Mini App: Telegram's launch parameters in the hash, remembered by the
// tab for reloads; signing out there is remembered too.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  isMiniAppLaunch,
  launchedNow,
  markMiniAppSignedOut,
  wasMiniAppSignedOut,
} from '../../src/auth/miniAppLaunch';

beforeEach(() => sessionStorage.clear());

describe('the Mini App launch', () => {
  it('is recognised by the launch parameters, and remembered for a reload without them', () => {
    expect(isMiniAppLaunch({ hash: '' })).toBe(false);
    expect(isMiniAppLaunch({ hash: '#tgWebAppData=query_id%3D1&tgWebAppVersion=8.0' })).toBe(true);
    expect(launchedNow({ hash: '#tgWebAppPlatform=android' })).toBe(true);
    expect(launchedNow({ hash: '' })).toBe(false);
    expect(isMiniAppLaunch({ hash: '' })).toBe(true);
  });

  it('ignores a hash that merely mentions the names', () => {
    expect(isMiniAppLaunch({ hash: '#section-tgWebAppData' })).toBe(false);
  });

  it('remembers signing out inside Telegram only', () => {
    markMiniAppSignedOut();
    expect(wasMiniAppSignedOut()).toBe(false);
    isMiniAppLaunch({ hash: '#tgWebAppVersion=8.0' });
    markMiniAppSignedOut();
    expect(wasMiniAppSignedOut()).toBe(true);
  });
});
