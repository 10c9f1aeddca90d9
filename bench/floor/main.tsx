// The bench's floor page: ra-core and React with a plain table of the journal's first 25
// transactions, read from the same server with the panel's stored credentials. No shell, no
// i18n, no styling: what any react-admin page must at least do, built and measured like the
// panel's screens (bench/floorPage.ts), so that their times are read as ratios to it.
import { createRoot } from 'react-dom/client';
import { CoreAdminContext, useGetList, type DataProvider } from 'ra-core';

interface Row {
  id: number;
  chatId: number;
  fullName: string | null;
  uniqueAmount: number | null;
  status: string;
  createdAt: string;
}

const notUsed = () => Promise.reject(new Error('not used by the floor page'));

const dataProvider = {
  async getList() {
    const response = await fetch('/api/transactions?range=[0,24]', {
      headers: { Authorization: `Basic ${localStorage.getItem('authToken') ?? ''}` },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const data = (await response.json()) as Row[];
    const total = Number(response.headers.get('Content-Range')?.split('/')[1] ?? data.length);
    return { data, total };
  },
  getOne: notUsed,
  getMany: notUsed,
  getManyReference: notUsed,
  create: notUsed,
  update: notUsed,
  updateMany: notUsed,
  delete: notUsed,
  deleteMany: notUsed,
} as unknown as DataProvider;

function Transactions() {
  const { data, error } = useGetList<Row>('transactions', {
    pagination: { page: 1, perPage: 25 },
  });
  if (error) return <p>{String(error)}</p>;
  return (
    <table>
      <tbody>
        {(data ?? []).map((row) => (
          <tr key={row.id}>
            <td>{row.id}</td>
            <td>{row.fullName ?? row.chatId}</td>
            <td>{row.uniqueAmount}</td>
            <td>{row.status}</td>
            <td>{row.createdAt}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

createRoot(document.getElementById('root')!).render(
  <CoreAdminContext dataProvider={dataProvider}>
    <Transactions />
  </CoreAdminContext>,
);
