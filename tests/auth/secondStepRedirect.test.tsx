// @vitest-environment jsdom
// Through ra-core, as a screen meets it: a read answered 401 {reason: 'second_step'} (the
// device session ended elsewhere) leads to the second step's page with the sign-in kept; a
// plain 401 still signs out to /login.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { HttpError, useGetList } from 'ra-core';
import { getToken, saveToken, secondStepPending } from '../../src/auth/tokenStore';
import { createAuthProvider } from '../../src/providers/authProvider';
import { encodeBasicToken } from '../../src/lib/basicToken';
import { renderWithCore } from '../fixtures/renderWithCore';

const TOKEN = encodeBasicToken('dilnoza', 'parol-123');

function Cards() {
  useGetList('cards');
  return <p>kartalar</p>;
}

function renderRefusedRead(error: HttpError) {
  saveToken(TOKEN);
  const http = vi.fn(async () => ({ status: 204, headers: new Headers(), body: '', data: {} }));
  renderWithCore(
    <Routes>
      <Route path="/cards" element={<Cards />} />
      <Route path="/second-step" element={<p>ikkinchi bosqich</p>} />
      <Route path="/login" element={<p>kirish sahifasi</p>} />
    </Routes>,
    {
      path: '/cards',
      authProvider: createAuthProvider(http as never, { geolocationUrl: '' }),
      dataProvider: {
        getList: async () => {
          throw error;
        },
      },
    },
  );
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('a 401 met by a screen', () => {
  it('asking for the second step leads to its page and keeps the sign-in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRefusedRead(
      new HttpError('A second step is needed', 401, { message: 'no', reason: 'second_step' }),
    );
    expect(await screen.findByText('ikkinchi bosqich')).toBeInTheDocument();
    expect(getToken()).toBe(TOKEN);
    expect(secondStepPending()).toBe('second_step');
  });

  it('of any other kind signs out to /login', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRefusedRead(new HttpError('Unauthorized', 401, { message: 'Unauthorized' }));
    expect(await screen.findByText('kirish sahifasi')).toBeInTheDocument();
    expect(getToken()).toBeNull();
    expect(secondStepPending()).toBeNull();
  });
});
