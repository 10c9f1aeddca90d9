// Demo seed: the content every screen needs on a first start.
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../server/db/plugin.ts';
import { runMigrations } from '../../../../server/db/migrate.ts';
import { seedDemoData } from '../../../../server/db/seeds/index.ts';
import { listAdminChats } from '../../../../server/db/repositories/adminChats.ts';
import { listLoginHistory } from '../../../../server/db/repositories/loginHistory.ts';
import { currentFeatureSettings } from '../../../../server/db/repositories/featureSettings.ts';

describe('seedDemoData', () => {
  it('adds admin chats, login history over past weeks and keeps one features row', () => {
    const db = openDatabase(':memory:');
    runMigrations(db);
    const now = new Date('2025-06-01T12:00:00.000Z');
    seedDemoData(db, now);

    const chats = listAdminChats(db);
    expect(chats.length).toBeGreaterThanOrEqual(4);
    expect(chats.some((chat) => !chat.receiveNotifications)).toBe(true);
    expect(chats.some((chat) => chat.chatId < 0)).toBe(true);

    const history = listLoginHistory(db);
    expect(history.length).toBeGreaterThanOrEqual(8);
    const devices = new Set(history.map((record) => record.deviceName));
    for (const device of ['Windows PC', 'Android Device', 'iPhone', 'Mac'])
      expect(devices).toContain(device);
    expect(history.some((record) => record.city === '' && record.country === '')).toBe(true);
    for (const record of history) {
      expect(record.loginTime).toMatch(/Z$/);
      expect(Date.parse(record.loginTime)).toBeLessThan(now.getTime());
      expect(Date.parse(record.loginTime)).toBeGreaterThan(now.getTime() - 60 * 86_400_000);
    }
    expect(currentFeatureSettings(db)).toMatchObject({
      topUpEnabled: true,
      withdrawEnabled: true,
      bonusEnabled: true,
    });
    db.close();
  });
});
