// The way to a bot user's page (/users/{chatId}) from where the person is named: the journal's
// user cell, the dashboard's most active users. A link, so it opens in a new tab too; underlined,
// as inside a line of text a link must not be told apart by its colour alone. Its name starts
// with the words shown and says where it leads.
import { memo } from 'react';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { userPagePath } from '../../lib/chatId';
import { cx, FOCUS_RING } from '../cx';

export const UserPageLink = memo(function UserPageLink({
  chatId,
  label,
  className,
}: {
  chatId: string | number;
  /** The words shown: the person's name or chat ID. */
  label: string;
  className?: string;
}) {
  const translate = useTranslate();
  return (
    <Link
      to={userPagePath(chatId)}
      aria-label={translate('app.user.linkLabel', { name: label })}
      className={cx('rounded-sm text-primary underline underline-offset-2', FOCUS_RING, className)}
    >
      {label}
    </Link>
  );
});
