// The panel's dataProvider: react-admin's CRUD methods routed to one module per resource, plus
// the non-CRUD calls as custom methods (used through useDataProvider<AppDataProvider>()).
import type { DataProvider, RaRecord } from 'ra-core';
import { broadcastApi } from './broadcast';
import { capabilitiesApi } from './capabilities';
import { currencyApi } from './currency';
import { dashboardApi } from './dashboard';
import { featuresApi } from './features';
import { humoApi } from './humo';
import { journalExtrasApi } from './journalExtras';
import { lotteryApi } from './lottery';
import { adminsResource } from './resources/admins';
import { cardsResource } from './resources/cards';
import { osonConfigApi, osonConfigsResource } from './resources/osonConfigs';
import { platformApi, platformsResource } from './resources/platforms';
import { transactionsResource } from './resources/transactions';
import { loginDevicesResource } from './resources/loginDevices';
import type { ResourceContext, ResourceFactory, ResourceHandler } from './resources/types';

const RESOURCES: Record<string, ResourceFactory<RaRecord>> = {
  admins: adminsResource,
  'login-devices': loginDevicesResource,
  'oson-configs': osonConfigsResource,
  cards: cardsResource,
  platforms: platformsResource,
  transactions: transactionsResource,
};

export type AppDataProvider = DataProvider &
  ReturnType<typeof featuresApi> &
  ReturnType<typeof capabilitiesApi> &
  ReturnType<typeof journalExtrasApi> &
  ReturnType<typeof dashboardApi> &
  ReturnType<typeof lotteryApi> &
  ReturnType<typeof currencyApi> &
  ReturnType<typeof broadcastApi> &
  ReturnType<typeof humoApi> &
  ReturnType<typeof osonConfigApi> &
  ReturnType<typeof platformApi>;

export function createDataProvider(context: ResourceContext): AppDataProvider {
  const handlers = new Map<string, ResourceHandler<RaRecord>>(
    Object.entries(RESOURCES).map(([name, factory]) => [name, factory(context)]),
  );

  function handlerFor<K extends keyof ResourceHandler<RaRecord>>(resource: string, method: K) {
    const handler = handlers.get(resource)?.[method];
    if (!handler) throw new Error(`The resource "${resource}" does not support ${method}`);
    return handler as NonNullable<ResourceHandler<RaRecord>[K]>;
  }

  const routed = {
    /**
     * Adds a resource a screen brings with its own code (useScreenResources), unless one of that
     * name is there. A promise, as react-admin's dataProvider hook expects of every method.
     */
    registerResource: async (name: string, factory: ResourceFactory<RaRecord>) => {
      if (!handlers.has(name)) handlers.set(name, factory(context));
    },
    getList: async (resource: string, params: Parameters<DataProvider['getList']>[1]) =>
      handlerFor(resource, 'getList')(params),
    getOne: async (resource: string, params: Parameters<DataProvider['getOne']>[1]) =>
      handlerFor(resource, 'getOne')(params),
    getMany: async (resource: string, params: Parameters<DataProvider['getMany']>[1]) => {
      const own = handlers.get(resource)?.getMany;
      if (own) return own(params);
      const { data } = await handlerFor(
        resource,
        'getList',
      )({
        pagination: { page: 1, perPage: Number.MAX_SAFE_INTEGER },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      });
      const wanted = new Set(params.ids.map(String));
      return { data: data.filter((record) => wanted.has(String(record.id))) };
    },
    getManyReference: () => Promise.reject(new Error('getManyReference is not supported')),
    create: async (resource: string, params: Parameters<DataProvider['create']>[1]) =>
      handlerFor(resource, 'create')(params),
    update: async (resource: string, params: Parameters<DataProvider['update']>[1]) =>
      handlerFor(resource, 'update')(params),
    updateMany: () => Promise.reject(new Error('updateMany is not supported')),
    delete: async (resource: string, params: Parameters<DataProvider['delete']>[1]) =>
      handlerFor(resource, 'delete')(params),
    deleteMany: async (resource: string, params: Parameters<DataProvider['deleteMany']>[1]) => {
      const own = handlers.get(resource)?.deleteMany;
      if (own) return own(params);
      const remove = handlerFor(resource, 'delete');
      for (const id of params.ids) await remove({ id });
      return { data: params.ids };
    },
  };
  // The one cast between the two worlds: each module answers its own record type, while
  // react-admin's methods are generic over whatever record type a caller asks for.
  const provider = routed as DataProvider;
  return {
    ...provider,
    ...featuresApi(context.http),
    ...capabilitiesApi(context.http),
    ...journalExtrasApi(context.http),
    ...dashboardApi(context.http),
    ...lotteryApi(context.http),
    ...currencyApi(context.http),
    ...broadcastApi(context.http),
    ...humoApi(context.http),
    ...osonConfigApi(context.http),
    ...platformApi(context.http),
  };
}
