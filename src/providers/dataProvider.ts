// The panel's dataProvider: react-admin's CRUD methods routed to one module per resource (each
// resource's declaration names its module: registry/), plus the non-CRUD calls as custom methods
// (used through useDataProvider<AppDataProvider>(): appDataProvider.ts).
import type { DataProvider, RaRecord } from 'ra-core';
import { capabilitiesApi } from './capabilities';
import { customApis } from './customApis';
import type { ProvidedScreen, ResourceContext, ResourceHandler } from './resources/types';
import { withHttpErrors } from './httpErrors';
import type { AppDataProvider } from './appDataProvider';

/** The provider for the declared `screens`' resources (screens.ts in the app). */
export function createDataProvider(
  context: ResourceContext,
  screens: readonly ProvidedScreen[],
): AppDataProvider {
  const capabilities = capabilitiesApi(context.http);
  const writeContext = { ...context, capabilities: capabilities.getCapabilities };
  const handlers = new Map<string, ResourceHandler<RaRecord>>(
    screens.flatMap((screen) =>
      screen.kind === 'resource' && screen.provider
        ? [[screen.name, screen.provider(writeContext)] as const]
        : [],
    ),
  );

  function handlerFor<K extends keyof ResourceHandler<RaRecord>>(resource: string, method: K) {
    const handler = handlers.get(resource)?.[method];
    if (!handler) throw new Error(`The resource "${resource}" does not support ${method}`);
    return handler as NonNullable<ResourceHandler<RaRecord>[K]>;
  }

  const routed = {
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
  return withHttpErrors({
    ...provider,
    ...capabilities,
    ...customApis(context.http),
  });
}
