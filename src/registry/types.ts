// What each screen of the panel declares about itself, once, in its folder's index.ts (docs/
// adding-a-resource.md). The <Resource> list and the custom routes (App.tsx), the menu, the
// screen code loaded ahead (loadTime/), the first data and the data provider's resource table are
// all derived from the one list of these declarations (screens.ts). A declaration is plain data:
// its views are loaders, its icon is lucide's drawing data, so that the start-up can read the
// list before React and the app have arrived.
import type { ComponentType } from 'react';
import type { RaRecord } from 'ra-core';
import type { IconNode } from 'lucide';
import type { Action, Resource } from '../../contract/roles';
import type { Capability } from '../providers/capabilities';
import type { FirstData } from './firstData';
import type { ListParams } from '../providers/listParams';
import type { Read } from '../providers/reads';
import type { ResourceFactory } from '../providers/resources/types';

/** A view's code, fetched when it is first drawn (or ahead of that): its component. */
export type View = () => Promise<ComponentType>;

export type MenuGroup = 'management' | 'security' | 'settings';

export interface MenuEntry {
  /** The menu's group, in the spec's order; none: above the groups (the dashboard). */
  group?: MenuGroup;
  /** The entry's catalogue key. */
  label: string;
  /** Lucide's drawing of the icon (the `lucide` package), which the menu draws. */
  icon: IconNode;
  /** A count the entry shows, where the API offers it (our server's pending transactions). */
  badge?: 'pendingCount';
}

/** Where a visit arrives, for the screen's first data. */
export interface Arrival {
  pathname: string;
  search: string;
  /** The browser's day (the dashboard's period counts from it). */
  today: Date;
}

interface Declaration {
  menu?: MenuEntry;
  /** An extra of our server: drawn only where GET /capabilities offers it. */
  capability?: Capability;
  /**
   * The data its first drawing needs (firstData.ts): read by the start-up while the app
   * downloads, and in the app's query client before that drawing when it has already arrived.
   */
  firstData?: (arrival: Arrival) => FirstData[];
}

export interface ResourceDeclaration extends Declaration {
  kind: 'resource';
  /**
   * react-admin's resource name, which is also its path (/cards) and its resource in the roles
   * table (contract/roles.ts): a role without 'list' on it has no menu entry and no way in.
   */
  name: Resource;
  list?: View;
  /** At /<name>/:id. */
  edit?: View;
  /** Views at static paths below the resource's own (the spec's /oson-configs/new: 'new'). */
  routes?: Record<string, View>;
  recordRepresentation?: string;
  /** Its data-provider module (providers/resources/<name>.ts). */
  provider?: ResourceFactory<RaRecord>;
  /**
   * The HTTP read its provider's getList makes first for `params` (providers/reads.ts): how the
   * start-up reads a page of this list that a screen's first data names.
   */
  listRead?: (params: ListParams) => Read;
}

export interface PageDeclaration extends Declaration {
  kind: 'page';
  /** Its address: '/' is the dashboard. */
  path: string;
  /** Its data's resource in the roles table: a role without 'list' on it has no way in. */
  access: Resource;
  /**
   * The action on `access` that opens it, when not 'list': a page of one's own things (one's
   * devices: 'show' on 'own-account', which every role has).
   */
  accessAction?: ScreenAction;
  view: View;
}

/** The actions that open a screen (contract/roles.ts). */
export type ScreenAction = Extract<Action, 'list' | 'show'>;

export type ScreenDeclaration = ResourceDeclaration | PageDeclaration;

export const defineResource = (
  declaration: Omit<ResourceDeclaration, 'kind'>,
): ResourceDeclaration => ({ kind: 'resource', ...declaration });

export const definePage = (declaration: Omit<PageDeclaration, 'kind'>): PageDeclaration => ({
  kind: 'page',
  ...declaration,
});

/** The screen's resource in the roles table (contract/roles.ts). */
export const accessOf = (screen: ScreenDeclaration): Resource =>
  screen.kind === 'page' ? screen.access : screen.name;

/** The action on its resource (accessOf) that the role needs to open the screen. */
export const accessActionOf = (screen: ScreenDeclaration): ScreenAction =>
  (screen.kind === 'page' && screen.accessAction) || 'list';

/** Where the screen's menu entry leads. */
export const pathOf = (screen: ScreenDeclaration): string =>
  screen.kind === 'page' ? screen.path : `/${screen.name}`;
