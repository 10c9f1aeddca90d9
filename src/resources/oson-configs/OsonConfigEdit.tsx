// The edit page of one Oson account at /oson-configs/{id} (docs/product.md: Screens): the config
// form, filled from the record read afresh, for the owner alone.
import { useParams } from 'ra-core';
import { useRequiredAccess } from '../../auth/useRequiredAccess';
import { OsonConfigForm } from './OsonConfigForm';

export function OsonConfigEdit() {
  const { id } = useParams<{ id: string }>();
  const allowed = useRequiredAccess('oson-configs', 'edit');
  if (!allowed) return null;
  // Ids are numbers; a non-numeric path gives NaN, which the server answers as not found. Keyed
  // by the id: another config's page starts afresh instead of keeping this one's record.
  return <OsonConfigForm key={id} id={Number(id)} />;
}
