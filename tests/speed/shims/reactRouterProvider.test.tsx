// @vitest-environment jsdom
// The panel's react-router adapter for ra-core: react-router's own hooks and components, inside
// the app's router only (ra-core's would create a hash router of its own).
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { reactRouterProvider } from '../../../src/speed/shims/reactRouterProvider';

const { RouterWrapper, Routes, Route, useLocation, useNavigate } = reactRouterProvider;

function Where() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/cards')}>
      {location.pathname}
    </button>
  );
}

describe('reactRouterProvider', () => {
  it("routes with the app's router and navigates through it", async () => {
    render(
      <MemoryRouter initialEntries={['/transactions']}>
        <RouterWrapper>
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </RouterWrapper>
      </MemoryRouter>,
    );
    screen.getByRole('button', { name: '/transactions' }).click();
    expect(await screen.findByRole('button', { name: '/cards' })).toBeInTheDocument();
  });

  it('says so when there is no router around it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<RouterWrapper>x</RouterWrapper>)).toThrow(/inside a router/);
  });
});
