// A screen of our server's extras (docs/product.md: Beyond the spec), drawn only where the API
// offers it: against a backend without it, its address leads to the dashboard like any unknown
// path, and nothing of it is asked for.
import type { ComponentType, FunctionComponent } from 'react';
import { Navigate } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import { useCapabilities } from '../../providers/useCapabilities';
import type { Capability } from '../../providers/capabilities';
import { ProgressBar } from '../ProgressBar';

export function withCapability(capability: Capability, Screen: ComponentType): FunctionComponent {
  function WithCapability() {
    const translate = useTranslate();
    const { capabilities, known } = useCapabilities(true);
    if (!known) return <ProgressBar label={translate('ra.page.loading')} className="mt-4" />;
    if (!capabilities[capability]) return <Navigate to="/" replace />;
    return <Screen />;
  }
  WithCapability.displayName = `WithCapability(${Screen.displayName ?? Screen.name ?? 'Screen'})`;
  return WithCapability;
}
