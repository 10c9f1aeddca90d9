// The top of a screen: its title as the page's one h1, also in the app bar and the browser tab
// (PageTitle), with the screen's actions beside it; on a narrow screen the actions wrap under it.
import type { ReactNode } from 'react';
import { PageTitle } from '../PageTitle';

export interface ScreenHeaderProps {
  title: string;
  /** The screen's own buttons (add, export...). */
  actions?: ReactNode;
}

export function ScreenHeader({ title, actions }: ScreenHeaderProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <PageTitle title={title} />
      <h1 className="m-0 text-2xl font-semibold break-words">{title}</h1>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
