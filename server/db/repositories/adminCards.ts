// Admin cards: the HUMO/UZCARD cards users pay to, each attached to one Oson config. A card
// carries only {id, deviceName, primaryConfig} of its config: the config's secrets stay out.
import type { Database } from 'better-sqlite3';
import { FIRST_ROWS, PAGE_SQL, pageParams } from './rowPage.ts';
import type { RowPage } from './rowPage.ts';

import type { PaymentSystem } from '../../../contract/payments.ts';

export interface CardOsonConfig {
  id: number;
  deviceName: string;
  primaryConfig: boolean;
}

export interface AdminCard {
  id: number;
  cardNumber: string;
  ownerName: string;
  paymentSystem: PaymentSystem;
  balance: number;
  osonConfig: CardOsonConfig;
}

export interface AdminCardFields {
  /** 16 digits, already normalized (spaces removed). */
  cardNumber: string;
  ownerName: string;
  paymentSystem: PaymentSystem;
  balance: number;
  osonConfigId: number;
}

interface Row {
  id: number;
  cardNumber: string;
  ownerName: string;
  paymentSystem: PaymentSystem;
  balance: number;
  osonConfigId: number;
  osonDeviceName: string;
  osonPrimary: number;
}

const SELECT_CARDS = `SELECT c.id, c.card_number AS cardNumber, c.owner_name AS ownerName,
    c.payment_system AS paymentSystem, c.balance, o.id AS osonConfigId,
    o.device_name AS osonDeviceName, o.primary_config AS osonPrimary
  FROM admin_cards c JOIN oson_configs o ON o.id = c.oson_config_id`;

const toCard = (row: Row): AdminCard => ({
  id: row.id,
  cardNumber: row.cardNumber,
  ownerName: row.ownerName,
  paymentSystem: row.paymentSystem,
  balance: row.balance,
  osonConfig: {
    id: row.osonConfigId,
    deviceName: row.osonDeviceName,
    primaryConfig: row.osonPrimary === 1,
  },
});

export function listAdminCards(db: Database, page: RowPage = FIRST_ROWS): AdminCard[] {
  return db
    .prepare<[number, number], Row>(`${SELECT_CARDS} ORDER BY c.id ${PAGE_SQL}`)
    .all(...pageParams(page))
    .map(toCard);
}

export function findAdminCard(db: Database, id: number): AdminCard | undefined {
  const row = db.prepare<[number], Row>(`${SELECT_CARDS} WHERE c.id = ?`).get(id);
  return row && toCard(row);
}

/** True when another card (not `exceptId`) already has this number. */
export function cardNumberTaken(db: Database, cardNumber: string, exceptId = 0): boolean {
  return (
    db
      .prepare<[string, number], number>(
        'SELECT 1 FROM admin_cards WHERE card_number = ? AND id != ?',
      )
      .pluck()
      .get(cardNumber, exceptId) !== undefined
  );
}

export function insertAdminCard(
  db: Database,
  fields: AdminCardFields,
  createdAt: string,
): AdminCard {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO admin_cards
         (card_number, owner_name, payment_system, balance, oson_config_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(
      fields.cardNumber,
      fields.ownerName,
      fields.paymentSystem,
      fields.balance,
      fields.osonConfigId,
      createdAt,
    );
  const card = findAdminCard(db, Number(lastInsertRowid));
  if (!card) throw new Error('Inserted card not found');
  return card;
}

/** Replaces every field, the owning config included (a move); undefined for an unknown card. */
export function updateAdminCard(
  db: Database,
  id: number,
  fields: AdminCardFields,
): AdminCard | undefined {
  const { changes } = db
    .prepare(
      `UPDATE admin_cards
         SET card_number = ?, owner_name = ?, payment_system = ?, balance = ?, oson_config_id = ?
       WHERE id = ?`,
    )
    .run(
      fields.cardNumber,
      fields.ownerName,
      fields.paymentSystem,
      fields.balance,
      fields.osonConfigId,
      id,
    );
  return changes > 0 ? findAdminCard(db, id) : undefined;
}

/** True when a card was deleted. */
export function deleteAdminCard(db: Database, id: number): boolean {
  return db.prepare('DELETE FROM admin_cards WHERE id = ?').run(id).changes > 0;
}
