// The Telegram-user login for the Humo integration (docs/product.md: Screens, States): phone -> SMS
// code -> (only when the helper asks for it) the two-step password. One ra-core <Form> holds the
// three fields, so the number typed at the first step is still there for the next ones; the step
// and the server's hint are the wizard's own state. Finishing returns the wizard to its start and
// lets the page refresh the account list (the spec's "navigates to /humo", which is this page).
import { useState } from 'react';
import { Form, useDataProvider } from 'ra-core';
import type { FieldValues } from 'react-hook-form';
import type { AppDataProvider } from '../../providers/appDataProvider';
import type { HumoStepAnswer } from '../../providers/humo';
import { submitErrors } from '../../ui/form/submitErrors';
import { useHumoNotify } from './HumoNotice';
import { HumoStepFields } from './HumoStepFields';
import { HumoSteps } from './HumoSteps';
import { EMPTY_WIZARD, TWO_STEP_NEXT, normalizePhone, typed, type Stage } from './humoWizard';

export function HumoLoginWizard({ onConnected }: { onConnected: () => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useHumoNotify();
  const [stage, setStage] = useState<Stage>('phone');
  const [hint, setHint] = useState('');
  // A new form when starting over: nothing typed is left.
  const [round, setRound] = useState(0);

  function restart() {
    setStage('phone');
    setHint('');
    setRound((current) => current + 1);
  }

  function finish(answer: HumoStepAnswer) {
    notify.success(answer.message, 'app.humo.connected');
    restart();
    onConnected();
  }

  async function submit(values: FieldValues) {
    // Normalized at each step (it changes nothing the second time): what the helper got first.
    const phone = normalizePhone(typed(values.phone));
    try {
      if (stage === 'phone') {
        const answer = await dataProvider.humoNewNumber(phone);
        notify.success(answer.message, 'app.humo.codeSent');
        setStage('code');
      } else if (stage === 'code') {
        const answer = await dataProvider.humoSmsCode(phone, typed(values.code).trim());
        if (answer.next !== TWO_STEP_NEXT) return finish(answer);
        setHint(answer.hint ?? '');
        notify.success(answer.message, 'app.humo.codeSent');
        setStage('password');
      } else {
        // The password is sent exactly as typed: spaces may be part of it.
        finish(await dataProvider.humoTwoStep(phone, typed(values.password)));
      }
    } catch (error) {
      notify.failure(error);
      // The step stays, with what was typed; a field the server named shows its problem.
      return submitErrors(error);
    }
  }

  return (
    <div>
      <HumoSteps stage={stage} />
      <Form
        key={round}
        defaultValues={EMPTY_WIZARD}
        onSubmit={submit}
        noValidate
        className="flex max-w-md flex-col gap-4"
      >
        <HumoStepFields stage={stage} hint={hint} onRestart={restart} />
      </Form>
    </div>
  );
}
