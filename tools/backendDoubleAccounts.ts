// The backend double's payment accounts (tools/backendDouble.ts): cards that embed their whole
// Oson config, Oson configs and platforms whose lists carry their secrets, whole-record PUTs that
// erase a field left out (a missing password is a 500, a missing token is lost), text answers
// and errors, JSON `{error}` for a refused card delete.
import type { DoubleState, Row } from './backendDoubleData.ts';
import { asRecord, byId, notFound, ok, type Route } from './backendDoubleAnswers.ts';

function cardAnswer(state: DoubleState, card: Row): Row {
  const { osonConfigId, ...rest } = card;
  return { ...rest, osonConfig: state.osonConfigs.find((config) => config.id === osonConfigId) };
}

export const ACCOUNT_ROUTES: Route[] = [
  ['GET', /^\/admin\/cards$/, (s) => ok(s.cards.map((card) => cardAnswer(s, card)))],
  [
    'POST',
    /^\/admin\/cards\/oson\/(\d+)$/,
    (s, call, configId) => {
      if (byId(s.osonConfigs, configId) < 0) return notFound();
      const card = { ...asRecord(call.body), id: s.nextId++, osonConfigId: Number(configId) };
      s.cards.push(card);
      return ok(cardAnswer(s, card));
    },
  ],
  [
    'PUT',
    /^\/admin\/cards\/(\d+)$/,
    (s, call, id) => {
      const index = byId(s.cards, id);
      if (index < 0) return notFound();
      const { osonConfig, ...fields } = asRecord(call.body);
      const configId = asRecord(osonConfig).id ?? s.cards[index].osonConfigId;
      s.cards[index] = { ...fields, id: s.cards[index].id, osonConfigId: configId };
      return ok(cardAnswer(s, s.cards[index]));
    },
  ],
  [
    'DELETE',
    /^\/admin\/cards\/(\d+)$/,
    (s, _call, id) => {
      const index = byId(s.cards, id);
      if (index < 0) return notFound();
      const primary = s.osonConfigs.find((config) => config.primaryConfig)?.id;
      const primaryCards = s.cards.filter((card) => card.osonConfigId === primary);
      if (s.cards[index].osonConfigId === primary && primaryCards.length === 1) {
        return {
          status: 400,
          body: { error: "Asosiy hisobning oxirgi kartasini o'chirib bo'lmaydi" },
        };
      }
      s.cards.splice(index, 1);
      return { status: 204 };
    },
  ],
  ['GET', /^\/oson\/config$/, (s) => ok(s.osonConfigs)],
  [
    'GET',
    /^\/oson\/config\/(\d+)$/,
    (s, _call, id) =>
      byId(s.osonConfigs, id) < 0 ? { status: 404 } : ok(s.osonConfigs[byId(s.osonConfigs, id)]),
  ],
  [
    'POST',
    /^\/oson\/config$/,
    (s, call) => {
      const first = s.osonConfigs.length === 0;
      s.osonConfigs.push({
        ...asRecord(call.body),
        id: s.nextId++,
        token: null,
        primaryConfig: first,
      });
      return ok('Oson config saved successfully');
    },
  ],
  [
    'PUT',
    /^\/oson\/config\/(\d+)$/,
    (s, call, id) => {
      const index = byId(s.osonConfigs, id);
      if (index < 0) return notFound();
      const body = asRecord(call.body);
      if (String(body.id) !== id) return { status: 400, body: 'ID mismatch' };
      if (!body.password)
        return { status: 500, body: 'could not execute statement; constraint [password]' };
      // The whole record is replaced: a field left out is gone (the token too).
      s.osonConfigs[index] = {
        ...body,
        id: Number(id),
        token: body.token ?? null,
        primaryConfig: s.osonConfigs[index].primaryConfig,
      };
      return ok('Oson config updated successfully');
    },
  ],
  [
    'PUT',
    /^\/oson\/config\/(\d+)\/set-primary$/,
    (s, _call, id) => {
      if (byId(s.osonConfigs, id) < 0) return notFound();
      for (const config of s.osonConfigs) config.primaryConfig = String(config.id) === id;
      return ok('Primary config set');
    },
  ],
  [
    'DELETE',
    /^\/oson\/config\/(\d+)$/,
    (s, _call, id) => {
      const index = byId(s.osonConfigs, id);
      if (index < 0) return notFound();
      if (s.osonConfigs[index].primaryConfig) {
        return { status: 400, body: 'Cannot delete primary Oson config' };
      }
      if (s.cards.some((card) => String(card.osonConfigId) === id)) {
        return { status: 500, body: 'Cannot delete: this config is used by cards' };
      }
      s.osonConfigs.splice(index, 1);
      return ok('Oson config deleted');
    },
  ],
  ['GET', /^\/platforms$/, (s) => ok(s.platforms)],
  [
    'GET',
    /^\/platforms\/(\d+)$/,
    (s, _call, id) =>
      byId(s.platforms, id) < 0 ? notFound() : ok(s.platforms[byId(s.platforms, id)]),
  ],
  [
    'POST',
    /^\/platforms$/,
    (s, call) => {
      const platform = { ...asRecord(call.body), id: s.nextId++ };
      s.platforms.push(platform);
      return ok(platform);
    },
  ],
  [
    'PUT',
    /^\/platforms\/(\d+)$/,
    (s, call, id) => {
      const index = byId(s.platforms, id);
      if (index < 0) return notFound();
      const body = asRecord(call.body);
      // The whole record is replaced; its password column may not be null.
      if (!body.password)
        return { status: 500, body: 'could not execute statement; constraint [password]' };
      s.platforms[index] = { ...body, id: Number(id) };
      return ok(s.platforms[index]);
    },
  ],
  [
    'DELETE',
    /^\/platforms\/(\d+)$/,
    (s, _call, id) => {
      const index = byId(s.platforms, id);
      if (index < 0) return notFound();
      s.platforms.splice(index, 1);
      return { status: 204 };
    },
  ],
];
