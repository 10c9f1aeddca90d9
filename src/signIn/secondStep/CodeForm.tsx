// One code of the second step: the authenticator's six digits (the phone's keypad, and the
// browser's one-time-code autofill) or a recovery code. What is wrong with it is said on the
// field, in the UI language.
import { useEffect, useRef } from 'react';
import { Form, regex, required, useTranslate } from 'ra-core';
import { keepDigits } from '../../lib/numericInput';
import { TextInput } from '../../ui/form/TextInput';
import { SubmitButton } from '../../ui/form/SubmitButton';

export type CodeKind = 'code' | 'recoveryCode';

const CODE_RULES = [
  required('app.secondStep.codeRequired'),
  regex(/^\d{6}$/, 'app.secondStep.codeFormat'),
];
const RECOVERY_RULES = [required('app.secondStep.codeRequired')];
const keepCode = (typed: string) => keepDigits(typed).slice(0, 6);

export interface CodeFormProps {
  kind: CodeKind;
  submitLabel: string;
  /** Sends the code; resolves to the catalogue key of what is wrong with it, or undefined. */
  onSubmit: (value: string) => Promise<string | undefined>;
}

export function CodeForm({ kind, submitLabel, onSubmit }: CodeFormProps) {
  const translate = useTranslate();
  const frame = useRef<HTMLDivElement>(null);
  // The code is what the page is for: the cursor is in it from the start.
  useEffect(() => frame.current?.querySelector('input')?.focus(), [kind]);

  async function save(values: Record<string, unknown>) {
    const wrong = await onSubmit(String(values[kind] ?? '').trim());
    return wrong ? { [kind]: wrong } : undefined;
  }

  return (
    <Form key={kind} onSubmit={save} noValidate className="flex flex-col gap-3">
      <div ref={frame}>
        {kind === 'code' ? (
          <TextInput
            source="code"
            label={translate('app.secondStep.code')}
            validate={CODE_RULES}
            keep={keepCode}
            autoComplete="one-time-code"
            inputMode="numeric"
            spellCheck={false}
          />
        ) : (
          <TextInput
            source="recoveryCode"
            label={translate('app.secondStep.recoveryCode')}
            validate={RECOVERY_RULES}
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </div>
      <SubmitButton busyLabel={translate('app.secondStep.verifying')}>{submitLabel}</SubmitButton>
    </Form>
  );
}
