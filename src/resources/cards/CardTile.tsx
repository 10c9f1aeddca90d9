// One admin card drawn like a bank card: number, owner, balance, system, and its Oson account.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/Edit';
import Star from '@mui/icons-material/Star';
import { useTranslate } from 'react-admin';
import type { AdminCard } from '../../providers/resources/cards';
import { formatMoney } from '../../lib/money';
import { formatCardNumber } from './cardNumber';
import { PaymentSystemLogo } from './PaymentSystemLogo';

// Dark enough for white text to pass WCAG AA in both themes.
const GRADIENT = {
  HUMO: 'linear-gradient(135deg, #0b3d2c 0%, #14624a 100%)',
  UZCARD: 'linear-gradient(135deg, #0a2f6b 0%, #1a4fa0 100%)',
};

interface CardTileProps {
  card: AdminCard;
  onEdit: () => void;
  onDelete: () => void;
}

export function CardTile({ card, onEdit, onDelete }: CardTileProps) {
  const translate = useTranslate();
  const number = formatCardNumber(card.cardNumber);
  const lastFour = card.cardNumber.slice(-4);
  return (
    <Card component="article" aria-label={number} data-testid={`card-${card.id}`}>
      <CardContent sx={{ background: GRADIENT[card.paymentSystem], color: '#fff', minHeight: 170 }}>
        <Box
          sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}
        >
          <PaymentSystemLogo system={card.paymentSystem} />
          {card.osonConfig?.primaryConfig && (
            <Chip
              icon={<Star sx={{ color: 'inherit !important' }} />}
              label={translate('app.cards.primaryAccount')}
              size="small"
              variant="outlined"
              sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.8)' }}
            />
          )}
        </Box>
        <Typography
          component="h2"
          sx={{ fontFamily: 'monospace', fontSize: '1.25rem', letterSpacing: 1, mt: 2.5 }}
        >
          {number}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 2,
            mt: 1.5,
          }}
        >
          <Box>
            <Typography variant="caption" component="div" sx={{ opacity: 0.9 }}>
              {translate('app.cards.ownerName')}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>
              {card.ownerName.trim() || translate('app.cards.noOwner')}
            </Typography>
          </Box>
          <Box sx={{ textAlign: 'right', ml: 'auto' }}>
            <Typography variant="caption" component="div" sx={{ opacity: 0.9 }}>
              {translate('app.cards.balance')}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>
              {formatMoney(card.balance, translate('app.money.unit'))}
            </Typography>
          </Box>
        </Box>
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, px: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {translate('app.cards.account')}: {card.osonConfig?.deviceName || '—'}
        </Typography>
        <Box sx={{ ml: 'auto' }}>
          <Button
            size="small"
            startIcon={<Edit />}
            onClick={onEdit}
            aria-label={`${translate('app.cards.edit')}: ${lastFour}`}
          >
            {translate('app.cards.edit')}
          </Button>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutline />}
            onClick={onDelete}
            aria-label={`${translate('app.cards.delete')}: ${lastFour}`}
          >
            {translate('app.cards.delete')}
          </Button>
        </Box>
      </CardActions>
    </Card>
  );
}
