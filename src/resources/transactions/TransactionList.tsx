// 'Tranzaksiyalar Jurnali' (SPEC §2): filters, a sortable table with selection, single and bulk
// delete, CSV export. Filters, sort and page live in the URL, so a view can be shared.
import { Fragment } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  Datagrid,
  DatagridBody,
  ExportButton,
  FunctionField,
  ListBase,
  Pagination,
  TextField,
  Title,
  useListContext,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { Transaction } from '../../providers/resources/transactions';
import { formatMoney } from '../../lib/money';
import { formatDateTime } from '../../lib/dates';
import { BulkDeleteButton } from './BulkDeleteButton';
import { DeleteTransactionButton } from './DeleteTransactionButton';
import { SelectableRow } from './SelectableRow';
import { StatusBadge } from './StatusBadge';
import { TransactionFilters } from './TransactionFilters';
import { EmptyText, LoadedOnlyNote } from './loadedOnly';
import { exportTransactions } from './exportTransactions';

const EXPORT_LIMIT = 100_000;

function TransactionTable() {
  const translate = useTranslate();
  const { error } = useListContext();
  const label = (key: string) => translate(`app.transactions.${key}`);
  if (error) return <Alert severity="error">{label('loadError')}</Alert>;
  return (
    <Card>
      {/* The table scrolls inside its card on a phone instead of widening the page. */}
      <Box sx={{ overflowX: 'auto' }}>
        <Datagrid
          // Rows stay selectable, but the one bulk-delete button is in the header: it must also
          // be there with nothing selected, to say so (SPEC §5). react-admin's own toolbar would
          // add a second, hidden copy.
          bulkActionsToolbar={<Fragment />}
          body={<DatagridBody row={<SelectableRow />} />}
          rowClick={false}
          empty={
            <Typography sx={{ p: 2 }}>
              <EmptyText />
            </Typography>
          }
          sx={{
            '& .RaDatagrid-table': { minWidth: 880 },
            // Amounts and dates read better on one line.
            '& td:nth-of-type(6), & td:nth-of-type(9)': { whiteSpace: 'nowrap' },
          }}
        >
          <TextField source="id" label={label('id')} />
          <TextField source="platform" label={label('platform')} />
          <FunctionField<Transaction>
            label={label('user')}
            sortBy="fullName"
            render={(record) =>
              record.fullName ||
              translate('app.transactions.chatIdLabel', { id: record.chatId ?? '—' })
            }
          />
          <FunctionField<Transaction>
            label={label('card')}
            sortBy="cardNumber"
            render={(record) => (record.cardNumber ? `•••• ${record.cardNumber.slice(-4)}` : '—')}
          />
          <FunctionField<Transaction>
            label={label('amount')}
            sortBy="uniqueAmount"
            textAlign="right"
            render={(record) => formatMoney(record.uniqueAmount, translate('app.money.unit'))}
          />
          <FunctionField<Transaction>
            label={label('type')}
            sortBy="type"
            render={(record) =>
              translate(`app.transactions.types.${record.type}`, { _: record.type })
            }
          />
          <FunctionField<Transaction>
            label={label('status')}
            sortBy="status"
            render={(record) => <StatusBadge status={record.status} />}
          />
          <FunctionField<Transaction>
            label={label('date')}
            sortBy="createdAt"
            render={(record) =>
              record.createdAt ? formatDateTime(new Date(record.createdAt)) : ''
            }
          />
          <FunctionField
            label={label('actions')}
            sortable={false}
            render={() => <DeleteTransactionButton />}
          />
        </Datagrid>
      </Box>
      <Pagination rowsPerPageOptions={[25, 50, 100]} />
    </Card>
  );
}

export function TransactionList() {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <ListBase
      resource="transactions"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={(records) => exportTransactions(records as Transaction[], translate)}
      queryOptions={{
        onError: () => notify('app.transactions.loadError', { type: 'error' }),
      }}
    >
      <Stack spacing={2} sx={{ mt: 2, mb: 2, minWidth: 0 }}>
        <Title title={translate('app.transactions.title')} />
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            flexWrap: 'wrap',
            gap: 1,
          }}
        >
          <Typography component="h1" variant="h5">
            {translate('app.transactions.title')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <BulkDeleteButton />
            <ExportButton label="app.transactions.export" maxResults={EXPORT_LIMIT} />
          </Box>
        </Box>
        <TransactionFilters />
        <LoadedOnlyNote />
        <TransactionTable />
      </Stack>
    </ListBase>
  );
}
