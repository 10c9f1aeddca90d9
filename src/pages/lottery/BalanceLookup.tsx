// Looks up a user's lottery balance by chat ID (SPEC §2, §5): chat ID, balance and tickets, with
// the ticket and balance actions below. A 404 means the user has no balance: 'Foydalanuvchi topilmadi.'
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Search from '@mui/icons-material/Search';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { formatMoney, formatNumber } from '../../lib/money';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { LotteryBalance } from '../../providers/lottery';
import { chatIdProblem } from '../../resources/admins/chatId';
import { BalanceActions } from './BalanceActions';
import { statusOf } from './lotteryRules';
import { balanceKey } from './queryKeys';
import { keepChatId, keepTyped } from '../../lib/numericInput';

const PROBLEM_KEYS = {
  required: 'app.lottery.balance.chatIdRequired',
  numeric: 'app.lottery.balance.chatIdNumeric',
} as const;

export function BalanceLookup() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [input, setInput] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // The chat ID last searched; the query (and the actions) follow it, not the field being typed.
  const [chatId, setChatId] = useState<string | null>(null);

  const balance = useQuery({
    queryKey: balanceKey(chatId ?? ''),
    queryFn: () => dataProvider.getLotteryBalance(chatId ?? ''),
    enabled: chatId !== null,
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = chatIdProblem(input);
    setProblem(found ? PROBLEM_KEYS[found] : null);
    if (found) return;
    const wanted = input.trim();
    // Searching the same chat ID again is a refresh: the key does not change, so ask explicitly.
    if (wanted === chatId) void balance.refetch();
    else setChatId(wanted);
  }

  return (
    <Stack spacing={2}>
      <Box
        component="form"
        noValidate
        role="search"
        onSubmit={handleSubmit}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
      >
        {problem && (
          <Alert severity="error" sx={{ flex: '1 1 100%' }}>
            {translate(problem)}
          </Alert>
        )}
        <TextField
          label={translate('app.lottery.balance.chatId')}
          name="chatId"
          value={input}
          onChange={(event) => setInput(keepTyped(event.target, keepChatId))}
          helperText={translate('app.lottery.balance.chatIdHelp')}
          size="small"
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          sx={{ flex: '1 1 200px' }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<Search />}
          sx={{ flex: '0 0 auto', minHeight: 40 }}
        >
          {translate('app.lottery.balance.search')}
        </Button>
      </Box>
      {/* A fixed slot, so the bar appearing does not shift the result. */}
      <Box sx={{ height: 4 }}>
        {balance.isFetching && (
          <LinearProgress aria-label={translate('app.lottery.balance.loading')} />
        )}
      </Box>
      {chatId !== null && !balance.isPending && (
        <BalanceResult
          error={balance.isError ? balance.error : null}
          data={balance.data}
          chatId={chatId}
        />
      )}
    </Stack>
  );
}

interface BalanceResultProps {
  error: unknown;
  data: LotteryBalance | undefined;
  chatId: string;
}

function BalanceResult({ error, data, chatId }: BalanceResultProps) {
  const translate = useTranslate();
  // An error wins over data kept from an earlier answer (e.g. the re-read after a reset).
  if (error) {
    return statusOf(error) === 404 ? (
      <Alert severity="warning">{translate('app.lottery.balance.notFound')}</Alert>
    ) : (
      <Alert severity="error">{translate('app.lottery.genericError')}</Alert>
    );
  }
  if (!data) return null;
  const facts = [
    { label: 'app.lottery.balance.chatId', value: String(data.chatId), mono: true },
    {
      label: 'app.lottery.balance.balance',
      value: formatMoney(data.balance, translate('app.money.unit')),
    },
    { label: 'app.lottery.balance.tickets', value: formatNumber(data.tickets) },
  ];
  return (
    <Stack spacing={2} data-testid="lottery-balance">
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fit, minmax(110px, 1fr))',
        }}
      >
        {facts.map(({ label, value, mono }) => (
          <Box key={label} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {translate(label)}
            </Typography>
            <Typography
              component="dd"
              sx={{
                m: 0,
                fontWeight: 500,
                overflowWrap: 'anywhere',
                fontFamily: mono ? 'monospace' : undefined,
              }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <BalanceActions key={chatId} chatId={chatId} balance={data} />
    </Stack>
  );
}
