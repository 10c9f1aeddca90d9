// The second step's page as a route of the app (App.tsx): its code, and the passkey and QR code
// libraries it fetches in turn, arrive only when a second step is asked for.
import { lazy, Suspense } from 'react';
import { useTranslate } from 'ra-core';
import { ProgressBar } from '../../ui/ProgressBar';

const SecondStepPage = lazy(() => import('./SecondStepPage'));

export function SecondStepRoute() {
  const translate = useTranslate();
  return (
    <Suspense fallback={<ProgressBar label={translate('ra.page.loading')} />}>
      <SecondStepPage />
    </Suspense>
  );
}
