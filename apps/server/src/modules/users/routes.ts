import {
  Account,
  ChangeEmailRequest,
  ChangePasswordRequest,
  LiveModeRequest,
  LocationRequest,
  Ok,
  RequestPasswordResetRequest,
  ResetPasswordRequest,
  UpdateMeRequest,
  UpdateVendorRequest,
  User,
  Vendor,
  VendorIdParams,
} from '@larder/contract';
import type { FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOT_MODIFIED, PREBUILT_ROUTE, sendPrebuilt } from '../../lib/prebuilt-answer.ts';
import { sessionOf } from '../../plugins/access.ts';
import { leaveDemoMode, loadAccountView } from '../accounts/service.ts';
import { setLocation, updateVendor } from '../vendors/service.ts';
import { userViewAnswer } from './me-cache.ts';
import {
  assertResetNotRateLimited,
  changeEmail,
  changePassword,
  loadUserView,
  requestPasswordReset,
  resetPassword,
  setLanguage,
} from './service.ts';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];

  // Served from this instance's prebuilt copy (me-cache.ts): the schema documents the answer, the
  // default type provider lets the handler send the bytes as they are.
  app.withTypeProvider<FastifyTypeProviderDefault>().get(
    '/me',
    {
      ...PREBUILT_ROUTE,
      config: { access: 'session' },
      schema: { tags, response: { 200: User, ...NOT_MODIFIED } },
    },
    async (request, reply) =>
      sendPrebuilt(request, reply, await userViewAnswer(app.db, sessionOf(request).userId, app.clock())),
  );

  app.patch(
    '/me',
    { config: { access: 'session' }, schema: { tags, body: UpdateMeRequest, response: { 200: User } } },
    async (request) => {
      const { userId } = sessionOf(request);
      await setLanguage(app.db, userId, request.body.langCode);
      return loadUserView(app.db, userId);
    },
  );

  app.post(
    '/me/changePassword',
    { config: { access: 'session' }, schema: { tags, body: ChangePasswordRequest, response: { 200: Ok } } },
    async (request) => {
      const { userId, tokenHash } = sessionOf(request);
      await changePassword(app.db, userId, tokenHash, request.body);
      return { ok: true as const };
    },
  );

  app.post(
    '/me/changeEmail',
    { config: { access: 'session' }, schema: { tags, body: ChangeEmailRequest, response: { 200: User } } },
    async (request) => {
      const { userId } = sessionOf(request);
      await changeEmail(app.db, userId, request.body);
      return loadUserView(app.db, userId);
    },
  );

  app.post(
    '/request-password-reset',
    {
      config: { access: 'public', errors: [429] },
      schema: { tags, body: RequestPasswordResetRequest, response: { 200: Ok } },
    },
    async (request) => {
      await assertResetNotRateLimited(app.db, request.body.email, request.ip);
      // Whether the address has an account must not show in the answer or in its timing: the
      // lookup and the mail happen after answering.
      const { email } = request.body;
      app.background.run('password reset mail', () =>
        requestPasswordReset(app.db, app.mailer, app.config.publicUrl, email),
      );
      return { ok: true as const };
    },
  );

  app.post(
    '/reset-password',
    { config: { access: 'public' }, schema: { tags, body: ResetPasswordRequest, response: { 200: Ok } } },
    async (request) => {
      await resetPassword(app.db, request.body);
      return { ok: true as const };
    },
  );

  app.patch(
    '/me/vendors/:vendorId',
    {
      config: { access: 'vendor.edit' },
      schema: { tags, params: VendorIdParams, body: UpdateVendorRequest, response: { 200: Vendor } },
    },
    async (request) => updateVendor(app.db, request.params.vendorId, sessionOf(request), request.body),
  );

  app.put(
    '/me/vendors/:vendorId/location',
    {
      config: { access: 'vendor.edit' },
      schema: { tags, params: VendorIdParams, body: LocationRequest, response: { 200: Vendor } },
    },
    async (request) => setLocation(app.db, request.params.vendorId, sessionOf(request).userId, request.body),
  );

  app.put(
    '/me/vendors/:vendorId/liveMode',
    {
      config: { access: 'vendor.leaveDemo' },
      schema: { tags, params: VendorIdParams, body: LiveModeRequest, response: { 200: Account } },
    },
    async (request) => {
      const { accountId, vendorIds, userId } = sessionOf(request);
      await leaveDemoMode(app.db, accountId, { userId, vendorId: request.params.vendorId });
      return loadAccountView(app.db, accountId, vendorIds);
    },
  );
};
