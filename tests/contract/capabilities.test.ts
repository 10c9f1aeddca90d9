// The two sides of GET /capabilities agree (contract/capabilities.ts): every name the server
// answers, in the embedded API and the gateway, is one the panel reads, and the panel reads no
// name that no mode of the server ever offers.
import { afterAll, describe, expect, it } from 'vitest';
import { CAPABILITIES } from '../../contract/capabilities';
import { capabilitiesApi } from '../../src/providers/capabilities';
import { createHttpClient } from '../../src/providers/httpClient';
import { startBackendDouble, type BackendDouble } from '../../tools/backendDouble.ts';
import { gatewayEnv } from '../server/gateway/gatewayFixture.ts';
import { buildTestApp } from '../server/helpers.ts';
import { telegramEnv } from '../server/routes/telegramFixtures.ts';

const closing: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closing.reverse()) await close();
});

/** The server's answer, and what the panel reads of it through its own HTTP client. */
async function bothSides(env: Record<string, string>) {
  const { app, auth } = await buildTestApp(telegramEnv(env));
  closing.push(() => app.close());
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const answered = Object.keys(
    (await app.inject({ url: '/api/capabilities', headers: { authorization: auth } })).json(),
  );
  const http = createHttpClient({ baseUrl: () => `${address}/api`, getAuthorization: () => auth });
  const read = await capabilitiesApi(http).getCapabilities();
  return { answered, read };
}

describe('the capabilities of both sides', () => {
  it('the panel knows every name the embedded API answers, and reads each as offered', async () => {
    const { answered, read } = await bothSides({});
    for (const name of answered) expect(CAPABILITIES, name).toContain(name);
    // With the sign-in by Telegram on, the embedded API offers all of them but the gateway's own
    // copy of the backend's journal.
    expect([...answered].sort()).toEqual(
      CAPABILITIES.filter((name) => name !== 'journalCoverage').sort(),
    );
    for (const name of CAPABILITIES) expect(read[name], name).toBe(answered.includes(name));
  });

  it('the panel knows every name the gateway answers, and reads each as offered', async () => {
    const double: BackendDouble = await startBackendDouble();
    closing.push(() => double.stop());
    const { answered, read } = await bothSides({
      ...gatewayEnv(double.apiUrl),
      JOURNAL_MIRROR: 'on',
      JOURNAL_BACKFILL_RATE: '0',
    });
    expect(answered).toContain('journalCoverage');
    expect(answered).toContain('userSummary');
    for (const name of answered) {
      expect(CAPABILITIES, name).toContain(name);
      expect(read[name as keyof typeof read], name).toBe(true);
    }
  });
});
