// Every control of the page's main area (and any open dialog) that a person could use now, as
// `kind: name`, in document order: the component tests' own function, run in the page.
import type { Page } from 'playwright-core';
import { enabledControls } from '../../fixtures/enabledControls';

export const enabledControlsIn = (page: Page): Promise<string[]> =>
  page.evaluate(enabledControls, 'main, [role="dialog"]');
