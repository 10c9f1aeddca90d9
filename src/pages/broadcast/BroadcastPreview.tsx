// The live preview: the message as a Telegram-like chat bubble, its inline button and the
// scheduled time. The text is HTML typed by the admin, so it goes through DOMPurify first.
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LinkIcon from '@mui/icons-material/Link';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { useTranslate } from 'react-admin';
import { formatScheduledTime, isHttpUrl } from './broadcastForm';
import { toPreviewHtml } from './previewHtml';

export interface BroadcastPreviewProps {
  messageText: string;
  buttonText: string;
  buttonUrl: string;
  /** The datetime-local value, or null when the message goes out at once. */
  scheduledTime: string | null;
}

// Telegram's own colours for an incoming message, so the preview reads as "what users see".
const CHAT_BACKGROUND = { light: '#dfe7ee', dark: '#0e1621' };
const BUBBLE = { light: '#ffffff', dark: '#182533' };

export function BroadcastPreview({
  messageText,
  buttonText,
  buttonUrl,
  scheduledTime,
}: BroadcastPreviewProps) {
  const translate = useTranslate();
  const html = useMemo(() => toPreviewHtml(messageText), [messageText]);
  const caption = buttonText.trim();
  const target = buttonUrl.trim();
  // Only a real web address becomes a clickable link; anything else is shown but inert.
  const href = isHttpUrl(target) ? target : undefined;

  return (
    <Box
      component="section"
      aria-label={translate('app.broadcast.previewLabel')}
      data-testid="broadcast-preview"
      sx={(theme) => ({
        p: 2,
        borderRadius: 2,
        minHeight: 160,
        bgcolor: CHAT_BACKGROUND[theme.palette.mode],
      })}
    >
      <Box sx={{ maxWidth: 420 }}>
        <Box
          sx={(theme) => ({
            px: 1.5,
            py: 1,
            borderRadius: '12px 12px 12px 4px',
            bgcolor: BUBBLE[theme.palette.mode],
            color: theme.palette.mode === 'dark' ? '#f5f5f5' : '#000000',
            boxShadow: 1,
          })}
        >
          {messageText.trim() ? (
            <Box
              data-testid="broadcast-preview-message"
              sx={{
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                fontSize: '0.95rem',
                lineHeight: 1.45,
                '& a': { color: 'info.main' },
                '& pre, & code': { fontFamily: 'monospace', fontSize: '0.85rem' },
                '& pre': { m: 0, p: 1, borderRadius: 1, bgcolor: 'action.hover' },
                '& blockquote': { m: 0, pl: 1, borderLeft: 3, borderColor: 'info.main' },
                '& tg-spoiler': { bgcolor: 'text.disabled', color: 'transparent', borderRadius: 1 },
              }}
              // Sanitized by toPreviewHtml (DOMPurify, Telegram's tag list, safe hrefs only).
              dangerouslySetInnerHTML={{ __html: html }}
            />
          ) : (
            <Typography sx={{ fontStyle: 'italic', color: 'text.secondary' }}>
              {translate('app.broadcast.previewEmpty')}
            </Typography>
          )}
        </Box>
        {caption ? (
          <Button
            fullWidth
            variant="contained"
            color="inherit"
            size="small"
            startIcon={<LinkIcon />}
            title={target || undefined}
            disabled={!href}
            {...(href ? { href, target: '_blank', rel: 'noopener noreferrer' } : {})}
            sx={{ mt: 0.75, textTransform: 'none', boxShadow: 0, overflowWrap: 'anywhere' }}
          >
            {caption}
          </Button>
        ) : null}
      </Box>
      {scheduledTime ? (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 1.5, display: 'flex', alignItems: 'center', gap: 0.5 }}
        >
          <ScheduleIcon fontSize="small" aria-hidden />
          {translate('app.broadcast.previewScheduled', {
            time: formatScheduledTime(scheduledTime),
          })}
        </Typography>
      ) : null}
    </Box>
  );
}
