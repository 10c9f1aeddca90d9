// The new Oson account page at /oson-configs/new (docs/product.md: Screens): the config form,
// empty, for the owner alone.
import { useRequiredAccess } from '../../auth/useRequiredAccess';
import { OsonConfigForm } from './OsonConfigForm';

export function OsonConfigCreate() {
  return useRequiredAccess('oson-configs', 'create') ? <OsonConfigForm /> : null;
}
