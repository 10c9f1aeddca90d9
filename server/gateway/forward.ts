// The handler of a forwarded route: a read goes to the backend and its answer comes back cleaned;
// a write is checked, read first where its rule says so, its body composed of what its schema
// names, entered in the audit log and sent, one at a time per record (forwardWrite.ts). The query
// sent is what the route's schema names and the request gives a value (an empty filter is not
// sent: the backend's enum parse would answer it with a 500, API-NOTES A3).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { passAnswer } from './backendAnswers.ts';
import { readRecord, ruleContext, send, type ForwardContext } from './backendCalls.ts';
import { backendPathOf } from './forwardedRoutes.ts';
import { forwardWrite } from './forwardWrite.ts';
import { queryOf } from './routeRules.ts';
import type { ForwardedRoute, Row } from './routeRules.ts';

export type { ForwardContext } from './backendCalls.ts';

/** The validated query's values sent to the backend: those its schema names, not left empty. */
export function forwardedQuery(route: ForwardedRoute, request: FastifyRequest): Row {
  if (route.query) return route.query(request);
  const schema = route.schema?.querystring as { properties?: Row } | undefined;
  if (!schema?.properties) return {};
  const query = queryOf(request);
  const sent: Row = {};
  for (const key of Object.keys(schema.properties)) {
    const value = query[key];
    // `status=` or a bare `status` is the filter left empty: the panel omits those.
    if (value !== undefined && value !== null && value !== '') sent[key] = value;
  }
  return sent;
}

/** `?key=value` of the query sent, or ''. */
function queryString(query: Row): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) search.append(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function forwardingHandler(route: ForwardedRoute, context: ForwardContext) {
  const reveals = (text: string, isError: boolean) =>
    context.client.revealsCredential(text, isError);

  return async function forward(request: FastifyRequest, reply: FastifyReply) {
    const query = forwardedQuery(route, request);
    const path = `${backendPathOf(route, request)}${queryString(query)}`;
    if (route.write) return forwardWrite(route, context, request, reply, { path, query });
    await route.check?.(request, ruleContext(context, request));
    if (route.read) {
      const record = await readRecord(context, request, route.read);
      const text = JSON.stringify(record);
      return passAnswer(
        reply,
        { status: 200, contentType: 'application/json', text },
        route.clean,
        reveals,
      );
    }
    const answer = await send(context, request, { method: 'GET', path });
    return passAnswer(reply, answer, route.clean, reveals);
  };
}
