// The one error handler and not-found handler: every error answer is JSON `{message}`, client
// mistakes keep their 4xx status, and nothing internal (stack, SQL, paths) reaches the client.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { constraintError } from '../db/constraintErrors.ts';
import { HttpError, RetryLaterError } from '../errors.ts';

interface IssueSchema {
  description?: unknown;
  errorMessages?: Record<string, unknown>;
}

type ValidationIssue = NonNullable<FastifyError['validation']>[number] & {
  parentSchema?: IssueSchema;
};

/**
 * Turns Ajv's first issue into "field: problem", e.g. "enabled: must be boolean" or
 * "chatId: is required". The failing schema words the problem when it can: its `errorMessages`
 * for that keyword, else (but for a wrong type) its `description` ("must be a positive
 * integer"). `bodyName` (the body
 * schema's `title`) names a body that is not an object, e.g. "ids.2".
 */
export function describeValidationError(error: FastifyError, bodyName?: string): string {
  const issue = error.validation?.[0] as ValidationIssue | undefined;
  if (!issue) return error.message;
  const params = issue.params as Record<string, unknown>;
  const segments = issue.instancePath.split('/').filter(Boolean);
  if (bodyName && error.validationContext === 'body') segments.unshift(bodyName);
  const schema = issue.parentSchema ?? {};
  const ownMessage = schema.errorMessages?.[issue.keyword];
  let problem = issue.message ?? 'is invalid';
  if (issue.keyword === 'required' && typeof params.missingProperty === 'string') {
    segments.push(params.missingProperty);
    problem = 'is required';
  } else if (
    issue.keyword === 'additionalProperties' &&
    typeof params.additionalProperty === 'string'
  ) {
    segments.push(params.additionalProperty);
    problem = 'is not allowed';
  } else if (typeof ownMessage === 'string') {
    problem = ownMessage;
  } else if (issue.keyword === 'type') {
    problem = `must be ${[params.type].flat().join(' or ')}`;
  } else if (typeof schema.description === 'string') {
    problem = `must be ${schema.description}`;
  }
  const field = segments.length ? segments.join('.') : (error.validationContext ?? 'request');
  return `${field}: ${problem}`;
}

/** The `title` of the route's body schema, which names a body that is a list or a value. */
function bodyNameOf(request: FastifyRequest): string | undefined {
  const body = request.routeOptions.schema?.body as { title?: unknown } | undefined;
  return typeof body?.title === 'string' ? body.title : undefined;
}

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty but declared as JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
};

/**
 * Errors Fastify raises before routing (a malformed percent-encoding in the URL, an over-long
 * path parameter) never reach setErrorHandler; this keeps their bodies `{message}` too.
 */
export function answerFrameworkError(error: FastifyError, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    reply.code(400).send({ message: 'Malformed URL' });
  } else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.code(414).send({ message: 'URL is too long' });
  } else {
    reply.log.error({ err: error }, 'request failed before routing');
    reply.code(500).send({ message: 'Internal server error' });
  }
}

// Gateway failures (upstream proxy mode) keep their status: the panel shows "server unreachable".
const PASSED_SERVER_STATUSES = new Set([502, 503, 504]);

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const known = error instanceof HttpError ? error : constraintError(error);
      if (known) {
        if (known instanceof RetryLaterError) {
          reply.header('retry-after', String(known.retryAfterSeconds));
        }
        return reply.code(known.statusCode).send({ ...known.details, message: known.message });
      }
      if (error.validation) {
        return reply
          .code(400)
          .send({ message: describeValidationError(error, bodyNameOf(request)) });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (bad JSON, 413, 415...) have plain, safe messages.
        const message = CLIENT_ERROR_MESSAGES[error.code] ?? error.message;
        return reply.code(status).send({ message });
      }
      request.log.error({ err: error }, 'request failed');
      if (PASSED_SERVER_STATUSES.has(status)) {
        return reply.code(status).send({ message: STATUS_CODES[status] ?? 'Bad gateway' });
      }
      return reply.code(500).send({ message: 'Internal server error' });
    });

    app.setNotFoundHandler((_request, reply) => {
      reply.code(404).send({ message: 'Not found' });
    });
  },
  { name: 'errors' },
);
