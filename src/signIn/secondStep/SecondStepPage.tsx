// The second step's page (/second-step, outside the layout), in the sign-in page's look: where a
// session whose password our server accepted is sent until it passes its second step (reason
// 'second_step') or sets one up (reason 'second_step_setup'; contract/secondStep.ts). Passed, the
// session is a full sign-in and the panel opens where the admin was going; "sign out" ends it.
import '../login/loginForm.css';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Lock } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthProvider, useLocaleState, useLogout, useTranslate } from 'ra-core';
import { SECOND_STEP } from '../../../contract/secondStep';
import { takeReturnPath } from '../../auth/returnPath';
import { secondStepPending } from '../../auth/tokenStore';
import { LOCALES } from '../../lib/preferences';
import { SIGN_OUT, type AppAuthProvider } from '../../providers/authProvider';
import { answerSignedIn } from '../../providers/queryClient';
import { useDocumentLanguage } from '../../ui/useDocumentLanguage';
import { useThemeMode } from '../../ui/useThemeMode';
import { PassSecondStep } from './PassSecondStep';
import { SetUpSecondStep } from './SetUpSecondStep';
import { useStepApi } from './stepApi';

export default function SecondStepPage() {
  const translate = useTranslate();
  const [theme] = useThemeMode();
  const [locale, setLocale] = useLocaleState();
  const logout = useLogout();
  const authProvider = useAuthProvider<AppAuthProvider>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const api = useStepApi();
  // Read once: the page's own success clears it just before leaving.
  const [reason] = useState(secondStepPending);
  useDocumentLanguage(locale);
  // Nothing pending (taken in another tab, or never asked): the panel decides where to go.
  if (!reason) return <Navigate to="/" replace />;

  async function finish() {
    await authProvider?.completeSecondStep();
    answerSignedIn(queryClient);
    navigate(takeReturnPath(), { replace: true });
  }
  const signOut = () => void logout(SIGN_OUT);
  const steps = { api, onDone: () => void finish(), onSignedOut: signOut };

  return (
    <main className="signin" data-theme={theme}>
      <div className="signin-card flex flex-col gap-4">
        <div className="signin-head">
          <Lock className="signin-lock" aria-hidden />
          <h1 className="signin-title">
            {translate(
              reason === SECOND_STEP ? 'app.secondStep.verifyTitle' : 'app.secondStep.setUpTitle',
            )}
          </h1>
        </div>
        {reason === SECOND_STEP ? <PassSecondStep {...steps} /> : <SetUpSecondStep {...steps} />}
        <div className="flex flex-wrap items-end justify-between gap-3 border-t border-border pt-4">
          <button
            type="button"
            onClick={signOut}
            className="cursor-pointer border-0 bg-transparent p-0 text-sm text-primary underline"
          >
            {translate('app.secondStep.signOut')}
          </button>
          <div className="signin-locale">
            <label htmlFor="second-step-locale" className="signin-label">
              {translate('app.locale.label')}
            </label>
            <select
              id="second-step-locale"
              className="signin-select"
              value={locale}
              onChange={(event) => setLocale(event.currentTarget.value)}
            >
              {LOCALES.map((code) => (
                <option key={code} value={code}>
                  {translate(`app.locale.${code}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
    </main>
  );
}
