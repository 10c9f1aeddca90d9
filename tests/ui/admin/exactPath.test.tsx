// @vitest-environment jsdom
// Deeper paths under a resource screen do not render that screen: they go to the dashboard.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Resource } from 'ra-core';
import { exactPath } from '../../../src/ui/admin/exactPath';

const List = () => <p>the list</p>;
const Edit = () => <p>the edit form</p>;

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>the dashboard</p>} />
        <Route
          path="/things/*"
          element={<Resource name="things" list={exactPath(List)} edit={exactPath(Edit)} />}
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('exactPath', () => {
  it.each([
    ['/things', 'the list'],
    ['/things/', 'the list'],
    ['/things/12', 'the edit form'],
    ['/things/12/extra', 'the dashboard'],
    ['/things/12/extra/more', 'the dashboard'],
  ])('%s shows %s', async (path, text) => {
    renderAt(path);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('sends a path to a view the resource does not have (create) to the dashboard', async () => {
    render(
      <MemoryRouter initialEntries={['/things/create']}>
        <Routes>
          <Route path="/" element={<p>the dashboard</p>} />
          <Route path="/things/*" element={<Resource name="things" list={exactPath(List)} />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('the dashboard')).toBeInTheDocument();
    expect(screen.queryByText('the list')).not.toBeInTheDocument();
  });
});
