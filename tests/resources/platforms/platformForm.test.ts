import { describe, expect, it } from 'vitest';
import {
  EMPTY_PLATFORM,
  platformFormErrors,
  platformFormProblem,
  platformToSave,
} from '../../../src/resources/platforms/platformForm';

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

describe('platformFormErrors', () => {
  it('marks each blank required field, and the password of a new platform', () => {
    expect(platformFormErrors({ ...EMPTY_PLATFORM, name: 'A', login: '  ' }, true)).toEqual({
      apiKey: 'app.platforms.required',
      login: 'app.platforms.required',
      workplaceId: 'app.platforms.required',
      password: 'app.platforms.passwordRequired',
    });
    expect(platformFormErrors(complete, false)).toEqual({});
  });
});

describe('platformToSave', () => {
  it('sends every field as text; a cleared one (null) as empty', () => {
    expect(platformToSave({ ...complete, currency: 'RUB', password: null })).toEqual({
      ...complete,
      currency: 'RUB',
      password: '',
    });
  });
});
