// Who is signed in, in the top bar: a button that opens one's own account (its role, and its
// password where our server keeps accounts). The dialog's code arrives when it is first opened.
import { lazy, Suspense, useState } from 'react';
import { CircleUser } from 'lucide-react';
import { useGetIdentity, useTranslate } from 'ra-core';
import { Button } from '../../ui/Button';

const OwnAccountDialog = lazy(() => import('./OwnAccountDialog'));

export function OwnAccountButton() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const [open, setOpen] = useState(false);
  const username = identity?.fullName;
  if (!username) return null;
  return (
    <>
      <Button
        variant="ghost"
        aria-label={translate('app.ownAccount.open', { username })}
        onClick={() => setOpen(true)}
        icon={<CircleUser size={18} aria-hidden />}
      >
        <span className="hidden sm:inline">{username}</span>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <OwnAccountDialog username={username} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
