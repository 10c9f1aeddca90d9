// Telegram admin chats: who receives the bot's admin notifications. Not panel accounts.
import type { Database } from 'better-sqlite3';
import { FIRST_ROWS, PAGE_SQL, pageParams } from './rowPage.ts';
import type { RowPage } from './rowPage.ts';

export interface AdminChat {
  chatId: number;
  receiveNotifications: boolean;
}

interface Row {
  chatId: number;
  receiveNotifications: number;
}

const toAdminChat = (row: Row): AdminChat => ({
  chatId: row.chatId,
  receiveNotifications: row.receiveNotifications === 1,
});

const COLUMNS = 'chat_id AS chatId, receive_notifications AS receiveNotifications';

export function listAdminChats(db: Database, page: RowPage = FIRST_ROWS): AdminChat[] {
  return db
    .prepare<[number, number], Row>(`SELECT ${COLUMNS} FROM admin_chats ORDER BY id ${PAGE_SQL}`)
    .all(...pageParams(page))
    .map(toAdminChat);
}

export function findAdminChat(db: Database, chatId: number): AdminChat | undefined {
  const row = db
    .prepare<[number], Row>(`SELECT ${COLUMNS} FROM admin_chats WHERE chat_id = ?`)
    .get(chatId);
  return row && toAdminChat(row);
}

/** The new chat, or undefined when that chat id is already an admin. */
export function insertAdminChat(
  db: Database,
  chatId: number,
  createdAt: string,
  receiveNotifications = true,
): AdminChat | undefined {
  const row = db
    .prepare<[number, number, string], Row>(
      `INSERT INTO admin_chats (chat_id, receive_notifications, created_at) VALUES (?, ?, ?)
       ON CONFLICT (chat_id) DO NOTHING RETURNING ${COLUMNS}`,
    )
    .get(chatId, Number(receiveNotifications), createdAt);
  return row && toAdminChat(row);
}

export function setAdminChatNotifications(
  db: Database,
  chatId: number,
  enabled: boolean,
): AdminChat | undefined {
  const row = db
    .prepare<[number, number], Row>(
      `UPDATE admin_chats SET receive_notifications = ? WHERE chat_id = ? RETURNING ${COLUMNS}`,
    )
    .get(Number(enabled), chatId);
  return row && toAdminChat(row);
}

/** True when a chat was deleted. */
export function deleteAdminChat(db: Database, chatId: number): boolean {
  return db.prepare('DELETE FROM admin_chats WHERE chat_id = ?').run(chatId).changes > 0;
}
