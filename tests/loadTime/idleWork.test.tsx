// @vitest-environment jsdom
// The other screens' code and the service worker wait until a screen is drawn, its reads have
// settled and the browser is idle.
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useIdleWork } from '../../src/loadTime/idleWork';

function Probe({ answer }: { answer: Promise<number> }) {
  const { screenShown, idle } = useIdleWork();
  useQuery({ queryKey: ['figures'], queryFn: () => answer });
  return (
    <>
      <button type="button" onClick={screenShown}>
        shown
      </button>
      <output>{idle ? 'idle' : 'busy'}</output>
    </>
  );
}

describe('useIdleWork', () => {
  it('turns idle once the screen is shown and no read is in flight', async () => {
    let arrive: (value: number) => void = () => undefined;
    const answer = new Promise<number>((resolve) => (arrive = resolve));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Probe answer={answer} />
      </QueryClientProvider>,
    );
    await act(async () => screen.getByRole('button').click());
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.getByRole('status')).toHaveTextContent('busy');
    await act(async () => arrive(1));
    expect(await screen.findByText('idle', {}, { timeout: 2000 })).toBeInTheDocument();
  });

  it('waits for a screen to be shown, however quiet the page is', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Probe answer={Promise.resolve(1)} />
      </QueryClientProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.getByRole('status')).toHaveTextContent('busy');
  });
});
