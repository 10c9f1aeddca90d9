// Inside Telegram, signed in by Telegram: the password, the second step and accounts are not
// changed here (our server refuses a Telegram session them, contract/secondStep.ts), so the
// dialog says so and offers the panel in the phone's browser, where the person signs in with the
// password.
import { ExternalLink } from 'lucide-react';
import { useTranslate } from 'ra-core';
import { useTelegram } from '../../telegram/integration';
import { Button } from '../../ui/Button';

export function PasswordSignInNeeded() {
  const translate = useTranslate();
  const telegram = useTelegram();
  return (
    <div className="mt-4 flex flex-col gap-2 border-t border-border pt-4">
      <p className="m-0 text-sm">{translate('app.ownAccount.passwordNeeded')}</p>
      {telegram && (
        <Button
          size="sm"
          className="self-start"
          icon={<ExternalLink size={16} aria-hidden />}
          onClick={() => telegram.openInBrowser(`${window.location.origin}/login`)}
        >
          {translate('app.ownAccount.openInBrowser')}
        </Button>
      )}
    </div>
  );
}
