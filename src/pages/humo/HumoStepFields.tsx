// What the wizard's form draws at each step: the one field of the step (phone, SMS code or
// two-step password, each required, docs/product.md: Form rules), the password's hint, and the
// buttons.
import { useEffect } from 'react';
import { Info } from 'lucide-react';
import { useTranslate } from 'ra-core';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Button } from '../../ui/Button';
import { PasswordInput } from '../../ui/form/PasswordInput';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextInput } from '../../ui/form/TextInput';
import { filled } from '../../ui/form/filled';
import { STEP_REQUIRED, STEP_SUBMIT, normalizePhone, typed, type Stage } from './humoWizard';

// Blank or only spaces is missing (docs/product.md: Form rules): ra-core's required() would let
// "   " through.
const RULES = {
  phone: filled(STEP_REQUIRED.phone),
  code: filled(STEP_REQUIRED.code),
  password: filled(STEP_REQUIRED.password),
};

export function HumoStepFields({
  stage,
  hint,
  onRestart,
}: {
  stage: Stage;
  hint: string;
  onRestart: () => void;
}) {
  const translate = useTranslate();
  const { setFocus } = useFormContext();
  const { isSubmitting } = useFormState();
  const phone = normalizePhone(typed(useWatch({ name: 'phone' })));

  // Each later step starts with its field focused, so the admin can type at once.
  useEffect(() => {
    if (stage !== 'phone') setFocus(stage);
  }, [stage, setFocus]);

  return (
    <>
      {stage === 'password' && hint && (
        <p className="m-0 flex items-start gap-2 rounded-md border border-info px-3 py-2 text-sm text-fg">
          <Info size={18} aria-hidden className="mt-0.5 shrink-0 text-info" />
          <span className="min-w-0 [overflow-wrap:anywhere]">
            {translate('app.humo.passwordHint', { hint })}
          </span>
        </p>
      )}
      {stage === 'phone' && (
        <TextInput
          source="phone"
          label={translate('app.humo.phone')}
          validate={RULES.phone}
          isRequired
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={translate('app.humo.phonePlaceholder')}
          // While a step is under way the value is frozen, but the field keeps its focus.
          readOnly={isSubmitting}
        />
      )}
      {stage === 'code' && (
        <TextInput
          source="code"
          label={translate('app.humo.code')}
          help={translate('app.humo.codeHelp', { phone })}
          validate={RULES.code}
          isRequired
          inputMode="numeric"
          autoComplete="one-time-code"
          readOnly={isSubmitting}
        />
      )}
      {stage === 'password' && (
        <PasswordInput
          source="password"
          label={translate('app.humo.password')}
          validate={RULES.password}
          isRequired
          autoComplete="current-password"
          readOnly={isSubmitting}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <SubmitButton>{translate(STEP_SUBMIT[stage])}</SubmitButton>
        {stage !== 'phone' && (
          <Button onClick={onRestart} disabled={isSubmitting}>
            {translate('app.humo.restart')}
          </Button>
        )}
      </div>
    </>
  );
}
