// The roles (contract/roles.ts) as choices, each named by its catalogue text (app.roles.*).
import { useTranslate } from 'ra-core';
import { ROLES } from '../../../contract/roles';
import type { SelectOption } from '../../ui/Select';

export function useRoleChoices(): SelectOption[] {
  const translate = useTranslate();
  return ROLES.map((role) => ({ value: role, label: translate(`app.roles.${role}.name`) }));
}
