// An in-memory Oson config backend behind the dataProvider methods the screens use, shaped like
// the real provider: it stores passwords, which neither the list nor getOne answers; one config
// is primary.
import { vi } from 'vitest';
import type { OsonConfig } from '../../../src/providers/resources/osonConfigs';

/** A config as stored, with its password, which the panel never receives. */
export type StoredOsonConfig = OsonConfig & { password: string };

export const osonConfig = (
  id: number,
  deviceName: string,
  primaryConfig = false,
): StoredOsonConfig => ({
  id,
  deviceName,
  phone: `99890000000${id}`,
  password: `secret-${id}`,
  deviceId: `dev-${id}`,
  apiUrl: 'https://core.oson.uz',
  primaryConfig,
});

export function fakeOsonProvider(
  initial: StoredOsonConfig[],
  overrides: Record<string, unknown> = {},
) {
  let configs = initial.map((config) => ({ ...config }));
  const withoutPassword = ({ password: _password, ...rest }: StoredOsonConfig): OsonConfig => rest;
  return {
    getList: vi.fn(async () => ({
      data: configs.map(withoutPassword),
      total: configs.length,
    })),
    getOne: vi.fn(async (_resource: string, { id }: { id: number }) => {
      const found = configs.find((config) => config.id === Number(id));
      if (!found) throw new Error('not found');
      return { data: withoutPassword(found) };
    }),
    create: vi.fn(async (_resource: string, { data }: { data: Record<string, string> }) => {
      const created: StoredOsonConfig = {
        deviceName: data.deviceName,
        phone: data.phone,
        password: data.password,
        deviceId: data.deviceId,
        apiUrl: data.apiUrl,
        id: configs.length + 100,
        // As the server: the first config becomes the primary one.
        primaryConfig: configs.length === 0,
      };
      configs.push(created);
      return { data: created };
    }),
    update: vi.fn(
      async (_resource: string, params: { id: number; data: Partial<StoredOsonConfig> }) => {
        const { password, ...fields } = params.data;
        // A blank password keeps the stored one, as the server does.
        const changes = password?.trim() ? { ...fields, password } : fields;
        configs = configs.map((c) => (c.id === params.id ? { ...c, ...changes } : c));
        return { data: withoutPassword(configs.find((c) => c.id === params.id)!) };
      },
    ),
    delete: vi.fn(async (_resource: string, { id }: { id: number }) => {
      configs = configs.filter((config) => config.id !== id);
      return { data: { id } };
    }),
    setPrimaryOsonConfig: vi.fn(async (id: number) => {
      configs = configs.map((config) => ({ ...config, primaryConfig: config.id === id }));
    }),
    ...overrides,
  };
}
