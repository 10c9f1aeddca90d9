import { describe, expect, it } from 'vitest';
import { EMPTY_PLATFORM, platformFormProblem } from '../../../src/resources/platforms/platformForm';

const complete = { ...EMPTY_PLATFORM, name: 'A', apiKey: 'k', login: 'l', workplaceId: 'w' };

describe('platformFormProblem', () => {
  it.each([
    ['name', { ...complete, name: ' ' }],
    ['apiKey', { ...complete, apiKey: '' }],
    ['login', { ...complete, login: '' }],
    ['workplaceId', { ...complete, workplaceId: '  ' }],
  ])('requires %s', (_field, values) => {
    expect(platformFormProblem({ ...values, password: 'p' }, true)).toBe(
      'app.platforms.requiredFields',
    );
  });

  it('requires a password only for a new platform', () => {
    expect(platformFormProblem(complete, true)).toBe('app.platforms.passwordRequired');
    expect(platformFormProblem(complete, false)).toBeNull();
    expect(platformFormProblem({ ...complete, password: 'p' }, true)).toBeNull();
  });
});
