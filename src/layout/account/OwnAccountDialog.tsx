// One's own account: the name, the role and what it may do (as our server named it), and where
// our server keeps the accounts (capability panelAccounts; the production backend has no such
// thing) its Telegram link and the password, changed with the current one, and one's second step
// at sign-in where our server has one (capability secondStep). Signed in by Telegram, the last two
// need the panel in a browser with the password.
import { Dialog } from '../../ui/Dialog';
import { useTranslate } from 'ra-core';
import { currentRole } from '../../auth/tokenStore';
import { useCapabilities } from '../../providers/useCapabilities';
import { OwnPasswordForm } from './OwnPasswordForm';
import { OwnSecondStep } from './OwnSecondStep';
import { OwnTelegramLink } from './OwnTelegramLink';
import { PasswordSignInNeeded } from './PasswordSignInNeeded';
import { readTelegramSession } from '../../auth/telegramSession';

export default function OwnAccountDialog({
  username,
  onClose,
}: {
  username: string;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const { capabilities } = useCapabilities(true);
  const role = currentRole();
  const byTelegram = readTelegramSession() !== null;
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={translate('app.ownAccount.title')}
    >
      <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{translate('app.panelAccounts.username')}</dt>
        <dd className="m-0 font-medium break-all">{username}</dd>
        {role && (
          <>
            <dt className="text-muted">{translate('app.ownAccount.role')}</dt>
            <dd className="m-0">
              <span className="font-medium">{translate(`app.roles.${role}.name`)}</span>
              <span className="block text-muted">{translate(`app.roles.${role}.description`)}</span>
            </dd>
          </>
        )}
      </dl>
      {capabilities.panelAccounts && <OwnTelegramLink />}
      {byTelegram ? (
        capabilities.panelAccounts && <PasswordSignInNeeded />
      ) : (
        <>
          {capabilities.panelAccounts && <OwnPasswordForm username={username} onDone={onClose} />}
          {capabilities.secondStep && <OwnSecondStep />}
        </>
      )}
    </Dialog>
  );
}
