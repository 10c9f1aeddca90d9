// @vitest-environment jsdom
// The broadcast page as each role sees it (contract/roles.ts): an operator or an owner writes and
// sends; a viewer sees the page's title, why there is no form, and no form.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { BroadcastPage } from '../../../src/pages/broadcast/BroadcastPage';
import type { Role } from '../../../contract/roles';
import { enabledControls } from '../../fixtures/enabledControls';
import { providerWith } from '../../fixtures/providers';
import { renderWithCore } from '../../fixtures/renderWithCore';

const FORM = [
  'textarea: Xabar matni',
  'input[text]: Tugma matni (ixtiyoriy)',
  'input[url]: Tugma havolasi (ixtiyoriy)',
  'input[checkbox]: Yuborish vaqtini belgilash',
  'button: Darhol Yuborish',
];

function renderAs(role: Role) {
  const backend = providerWith(() => ({ status: 200 }));
  renderWithCore(<BroadcastPage />, { dataProvider: backend.dataProvider, role });
  expect(screen.getByRole('heading', { name: 'Ommaviy xabar' })).toBeInTheDocument();
}

describe('Broadcast page by role', () => {
  it('viewer: the title, why there is no form, and no form', () => {
    renderAs('viewer');
    expect(enabledControls()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Sizning rolingiz bu amalga ruxsat bermaydi.',
    );
    expect(screen.queryByRole('region', { name: 'Xabar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Oldindan ko'rish" })).not.toBeInTheDocument();
  });

  it.each<Role>(['operator', 'owner'])('%s: the form to send', (role) => {
    renderAs(role);
    expect(enabledControls()).toEqual(FORM);
  });
});
