// The Telegram-user login for the Humo integration (SPEC §2, §4): phone -> SMS code -> (only when
// the helper asks for it) the two-step password. Finishing returns the wizard to its start and
// lets the page refresh the account list (the spec's "navigates to /humo", which is this page).
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { HumoStepAnswer } from '../../providers/humo';
import { HumoStepField } from './HumoStepField';
import { useHumoNotify } from './HumoNotice';

type Stage = 'phone' | 'code' | 'password';

type StepInput =
  | { stage: 'phone'; phone: string }
  | { stage: 'code'; phone: string; code: string }
  | { stage: 'password'; phone: string; password: string };

/** The smscode answer that asks for the two-step password (API-NOTES A). */
export const TWO_STEP_NEXT = 'POST /twostep';

const STAGES: Stage[] = ['phone', 'code', 'password'];

/** "+998 90 123-45-67" -> "+998901234567": the helper service expects the bare number. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s()-]/g, '');
}

export function HumoLoginWizard({ onConnected }: { onConnected: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useHumoNotify();
  const [stage, setStage] = useState<Stage>('phone');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [hint, setHint] = useState('');
  // "Required" shows only after an attempt to go on with an empty field.
  const [attempted, setAttempted] = useState(false);

  const step = useMutation({
    mutationFn: (input: StepInput): Promise<HumoStepAnswer> => {
      if (input.stage === 'phone') return dataProvider.humoNewNumber(input.phone);
      if (input.stage === 'code') return dataProvider.humoSmsCode(input.phone, input.code);
      return dataProvider.humoTwoStep(input.phone, input.password);
    },
    onError: (error) => notify.failure(error),
  });

  function restart() {
    setStage('phone');
    setPhone('');
    setCode('');
    setPassword('');
    setHint('');
    setAttempted(false);
    step.reset();
  }

  function goTo(next: Stage) {
    setStage(next);
    setAttempted(false);
  }

  function finish(answer: HumoStepAnswer) {
    notify.success(answer.message, 'app.humo.connected');
    restart();
    onConnected();
  }

  const value = stage === 'phone' ? phone : stage === 'code' ? code : password;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (step.isPending) return;
    setAttempted(true);
    if (!value.trim()) return;
    const number = normalizePhone(phone);
    if (stage === 'phone') {
      step.mutate(
        { stage, phone: number },
        {
          onSuccess: (answer) => {
            setPhone(number);
            notify.success(answer.message, 'app.humo.codeSent');
            goTo('code');
          },
        },
      );
    } else if (stage === 'code') {
      step.mutate(
        { stage, phone: number, code: code.trim() },
        {
          onSuccess: (answer) => {
            if (answer.next !== TWO_STEP_NEXT) return finish(answer);
            setHint(answer.hint ?? '');
            notify.success(answer.message, 'app.humo.codeSent');
            goTo('password');
          },
        },
      );
    } else {
      // The password is sent exactly as typed: spaces may be part of it.
      step.mutate({ stage, phone: number, password }, { onSuccess: finish });
    }
  }

  const submitKey =
    stage === 'phone'
      ? 'app.humo.sendCode'
      : stage === 'code'
        ? 'app.humo.verifyCode'
        : 'app.humo.submitPassword';

  return (
    <Box>
      <Stepper activeStep={STAGES.indexOf(stage)} alternativeLabel sx={{ mb: 3 }}>
        <Step>
          <StepLabel>{translate('app.humo.stepPhone')}</StepLabel>
        </Step>
        <Step>
          <StepLabel>{translate('app.humo.stepCode')}</StepLabel>
        </Step>
        <Step>
          <StepLabel
            optional={
              <Typography variant="caption">
                {translate('app.humo.stepPasswordOptional')}
              </Typography>
            }
          >
            {translate('app.humo.stepPassword')}
          </StepLabel>
        </Step>
      </Stepper>
      <Box component="form" noValidate onSubmit={handleSubmit} sx={{ maxWidth: 440 }}>
        {stage === 'password' && hint ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('app.humo.passwordHint', { hint })}
          </Alert>
        ) : null}
        <HumoStepField
          key={stage}
          stage={stage}
          value={value}
          phone={phone}
          showRequired={attempted && !value.trim()}
          busy={step.isPending}
          onChange={stage === 'phone' ? setPhone : stage === 'code' ? setCode : setPassword}
        />
        <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
          <Button
            type="submit"
            variant="contained"
            disabled={step.isPending}
            startIcon={step.isPending ? <CircularProgress size={18} color="inherit" /> : null}
          >
            {translate(submitKey)}
          </Button>
          {stage !== 'phone' ? (
            <Button onClick={restart} disabled={step.isPending}>
              {translate('app.humo.restart')}
            </Button>
          ) : null}
        </Box>
      </Box>
    </Box>
  );
}
