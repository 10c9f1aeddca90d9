// Copy the platform's API key: read from GET /platforms/{id} at click time (the list never carries
// it), then 'Copying...' -> 'Copied!' for 2 s (docs/product.md: Screens, Constants).
import { useEffect, useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { useDataProvider, useNotify, useTranslate } from 'ra-core';
import type { AppDataProvider } from '../../providers/appDataProvider';
import { ApiKeyMissingError } from '../../providers/resources/platforms';
import { Button } from '../../ui/Button';
import { copyText } from '../../lib/copyText';

export const COPIED_MS = 2000;

type CopyState = 'idle' | 'copying' | 'copied';

const LABEL: Record<CopyState, string> = {
  idle: 'app.platforms.copy',
  copying: 'app.platforms.copying',
  copied: 'app.platforms.copied',
};

export function CopyApiKeyButton({ platformId, name }: { platformId: number; name: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    clearTimeout(timer.current);
    setState('copying');
    try {
      const apiKey = await dataProvider.getPlatformApiKey(platformId);
      await copyText(apiKey);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), COPIED_MS);
    } catch (error) {
      setState('idle');
      notify(
        error instanceof ApiKeyMissingError
          ? 'app.platforms.apiKeyNotFound'
          : 'app.platforms.copyError',
        { type: 'error' },
      );
    }
  }

  const label = translate(LABEL[state]);
  const Icon = state === 'copied' ? Check : Copy;
  return (
    <Button
      size="sm"
      onClick={copy}
      disabled={state === 'copying'}
      icon={<Icon size={16} aria-hidden />}
      aria-label={`${label}: ${name}`}
      aria-live="polite"
    >
      {label}
    </Button>
  );
}
