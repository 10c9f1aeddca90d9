// 'CSV eksport': every row of the current filter and sort (up to EXPORT_LIMIT), fetched through
// the list's getData and written by the list's exporter (exportTransactions).
import { Download } from 'lucide-react';
import {
  fetchRelatedRecords,
  useDataProvider,
  useListContext,
  useNotify,
  useTranslate,
} from 'ra-core';
import { Button } from '../../ui/Button';

/** Far above a day's traffic; the server serves it in pages (SERVER_PAGE_LIMIT). */
const EXPORT_LIMIT = 100_000;

export function CsvExportButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const { getData, exporter, resource, total } = useListContext();

  async function exportRows() {
    if (!getData || !exporter) return;
    try {
      const rows = await getData({ maxResults: EXPORT_LIMIT });
      await exporter(rows, fetchRelatedRecords(dataProvider), dataProvider, resource);
    } catch {
      notify('ra.notification.http_error', { type: 'error' });
    }
  }

  return (
    <Button
      size="sm"
      icon={<Download size={16} aria-hidden />}
      disabled={total === 0}
      onClick={() => void exportRows()}
    >
      {translate('app.transactions.export')}
    </Button>
  );
}
