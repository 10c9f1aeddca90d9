// The devices signed in with our server's second step (contract/secondStep.ts; docs/backend.md:
// Our server's extras), and which roles may sign in by Telegram:
//   getDevices({all})                   -> GET    /devices            (all: ?all=true, an owner)
//   endDevice(id)                       -> DELETE /devices/:id
//   endAllDevices()                     -> DELETE /devices            ("sign out everywhere")
//   getRoleSettings()                   -> GET    /role-settings
//   setTelegramSignIn(role, allowed)    -> PUT    /role-settings/:role {telegramSignIn}
import {
  DEVICE_STEPS,
  type Device,
  type DeviceStep,
  type RoleSettings,
} from '../../contract/secondStep';
import type { HttpClient } from './httpClient';
import { idPath, rowsOf, text, type Row } from './decode';

export type { Device, RoleSettings };

const stepOf = (value: unknown): DeviceStep =>
  (DEVICE_STEPS as readonly unknown[]).includes(value) ? (value as DeviceStep) : 'totp';

function deviceOf(row: Row): Device {
  return {
    id: Number(row.id),
    username: text(row.username),
    userAgent: text(row.userAgent),
    ipAddress: text(row.ipAddress),
    step: stepOf(row.step),
    createdAt: text(row.createdAt),
    lastUsedAt: text(row.lastUsedAt),
    current: row.current === true,
  };
}

export function devicesApi(http: HttpClient) {
  return {
    async getDevices({ all = false }: { all?: boolean } = {}): Promise<Device[]> {
      const { data } = await http('/devices', { query: { all: all ? 'true' : undefined } });
      return rowsOf(data, 'devices').map(deviceOf);
    },
    async endDevice(id: number): Promise<void> {
      await http(`/devices/${idPath(id)}`, { method: 'DELETE' });
    },
    async endAllDevices(): Promise<void> {
      await http('/devices', { method: 'DELETE' });
    },
    async getRoleSettings(): Promise<RoleSettings[]> {
      const { data } = await http('/role-settings');
      return rowsOf(data, 'role settings').map((row) => ({
        role: text(row.role),
        telegramSignIn: row.telegramSignIn === true,
      }));
    },
    async setTelegramSignIn(role: string, telegramSignIn: boolean): Promise<void> {
      await http(`/role-settings/${idPath(role)}`, { method: 'PUT', body: { telegramSignIn } });
    },
  };
}
