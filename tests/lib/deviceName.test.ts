import { describe, expect, it } from 'vitest';
import { deviceNameFromUserAgent } from '../../src/lib/deviceName';

const AGENTS: [string, string][] = [
  [
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
    'Android Device',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    'iPhone',
  ],
  [
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
    'iPad',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
    'Windows PC',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    'Mac',
  ],
  [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
    'Linux PC',
  ],
  ['curl/8.5.0', 'Unknown Device'],
  ['', 'Unknown Device'],
];

describe('deviceNameFromUserAgent', () => {
  it.each(AGENTS)('labels %s', (agent, expected) => {
    expect(deviceNameFromUserAgent(agent)).toBe(expected);
  });

  it('labels a missing agent as unknown', () => {
    expect(deviceNameFromUserAgent(undefined)).toBe('Unknown Device');
  });
});
