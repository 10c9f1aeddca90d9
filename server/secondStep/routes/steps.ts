// What every way of passing the second step shares: the lock-out (failed codes count as failed
// passwords, per address, and per account too), a refusal (counted and audited, a 400 on the
// field, never a 401, which would sign the panel out), and a device session begun with its cookie.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_COOKIE, type DeviceStep } from '../../../contract/secondStep.ts';
import { originOf } from '../../audit/audited.ts';
import { startDeviceSession } from '../deviceSessions.ts';
import type { HttpError } from '../../errors.ts';
import { badRequest, tooManyFailures } from '../../errors.ts';
import { signedInAccount } from '../../auth/plugin.ts';
import { recordDeviceStart, recordStepRefused, type StepRefusal } from './records.ts';

/** 429 while the address or the account has failed too often. */
export function refuseWhileLocked(app: FastifyInstance, request: FastifyRequest): void {
  const { id } = signedInAccount(request);
  const wait = Math.max(
    app.signInLimits.retryAfterSeconds({ address: request.ip }),
    app.secondStep.codeFailures.retryAfterSeconds(String(id)),
  );
  if (wait > 0) throw tooManyFailures(wait);
}

/** Counts and records a refused step; the 400 to throw ("code: ..."). */
export function refuseStep(
  app: FastifyInstance,
  request: FastifyRequest,
  step: DeviceStep,
  reason: StepRefusal,
  message: string,
): HttpError {
  const { id } = signedInAccount(request);
  const addressLocked = app.signInLimits.recordFailure({ address: request.ip });
  const accountLocked = app.secondStep.codeFailures.recordFailure(String(id));
  app.metrics.signInRefused(step, addressLocked || accountLocked);
  recordStepRefused(app.db, request, step, reason, app.secondStep.now());
  return badRequest(message);
}

export interface OpenedDevice {
  id: number;
  token: string;
  /** How it was opened. */
  step: DeviceStep;
}

/**
 * Begins a device session for the signed-in account, with its audit entry: call it inside the
 * transaction of the step's own writes, then give the browser its cookie (giveDeviceCookie).
 */
export function openDevice(
  app: FastifyInstance,
  request: FastifyRequest,
  step: DeviceStep,
): OpenedDevice {
  const { id: accountId } = signedInAccount(request);
  const at = app.secondStep.now();
  const device = startDeviceSession(
    app.db,
    { accountId, ...originOf(request), step },
    at,
    app.secondStep.lifetimes,
  );
  recordDeviceStart(app.db, request, device.id, step, at);
  return { ...device, step };
}

const cookieOptions = (request: FastifyRequest) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  path: '/api',
  // Behind https (as the request says, TRUST_PROXY counted); a plain-http address (a local
  // start) would never send a Secure cookie back.
  secure: request.protocol === 'https',
});

/** The device's cookie, lasting the device's absolute lifetime; a step passed clears the counts. */
export function giveDeviceCookie(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  device: OpenedDevice,
): void {
  app.signInLimits.recordSuccess({ address: request.ip });
  app.secondStep.codeFailures.recordSuccess(String(signedInAccount(request).id));
  app.metrics.signInAccepted(device.step);
  request.deviceId = device.id;
  reply.setCookie(DEVICE_COOKIE, device.token, {
    ...cookieOptions(request),
    maxAge: Math.floor(app.secondStep.lifetimes.maxMs / 1000),
  });
  // The answer carries a credential: no cache may keep it.
  reply.header('cache-control', 'no-store');
}

/** Tells the browser to forget its device cookie (its device was ended). */
export function clearDeviceCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(DEVICE_COOKIE, cookieOptions(request));
}
