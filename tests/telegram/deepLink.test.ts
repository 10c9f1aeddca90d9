// Where a Mini App's start parameter opens the panel.
import { describe, expect, it } from 'vitest';
import { deepLinkPath } from '../../src/telegram/deepLink';

describe('deepLinkPath', () => {
  it.each([
    ['tx_42', '/transactions?show=42'],
    ['pending', `/transactions?filter=${encodeURIComponent('{"status":"PENDING_ADMIN"}')}`],
    ['dashboard', '/'],
    ['tx_', '/'],
    ['tx_4x', '/'],
    ['something-else', '/'],
    ['', '/'],
    [undefined, '/'],
  ])('%j opens %s', (startParam, path) => expect(deepLinkPath(startParam)).toBe(path));
});
