import {
  CreatedEmployee,
  CreateEmployeeRequest,
  Employee,
  EmployeeCredentials,
  EmployeeListQuery,
  EmployeeLocations,
  EmployeeParams,
  EmployeesParams,
  UpdateEmployeeAvatarRequest,
  UpdateEmployeeRequest,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../plugins/access.ts';
import {
  createEmployee,
  getEmployeeLocations,
  listEmployees,
  loadEmployee,
  resetEmployeePassword,
  setEmployeeAvatar,
  setEmployeeBlocked,
  setEmployeeLocations,
  updateEmployee,
} from './service.ts';

const view = { access: 'employees.view' } as const;
const manage = { access: 'employees.manage' } as const;
const tags = ['employees'];

/**
 * /api/vendor/accounts/{accountId}/vendors/{vendorId}/users: the vendor's staff (docs/product.md#employees).
 * The access hook checks the role and that account and vendor are the session's; the service checks the
 * employee belongs to the vendor (else 404) and the rules on who may act on whom
 * (docs/product.md#roles-and-permissions).
 */
export const employeeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: view,
      schema: {
        tags,
        params: EmployeesParams,
        querystring: EmployeeListQuery,
        response: { 200: z.array(Employee) },
      },
    },
    async (request) => listEmployees(app.db, request.params.vendorId, request.query),
  );

  app.post(
    '/',
    {
      config: manage,
      schema: {
        tags,
        params: EmployeesParams,
        body: CreateEmployeeRequest,
        response: { 201: CreatedEmployee },
      },
    },
    async (request, reply) => {
      const created = await createEmployee(app.db, sessionOf(request), request.params.vendorId, request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/:userId',
    { config: view, schema: { tags, params: EmployeeParams, response: { 200: Employee } } },
    async (request) => loadEmployee(app.db, request.params.vendorId, request.params.userId),
  );

  app.put(
    '/:userId',
    {
      config: manage,
      schema: { tags, params: EmployeeParams, body: UpdateEmployeeRequest, response: { 200: Employee } },
    },
    async (request) =>
      updateEmployee(
        app.db,
        sessionOf(request),
        request.params.vendorId,
        request.params.userId,
        request.body,
      ),
  );

  app.patch(
    '/:userId',
    {
      config: manage,
      schema: {
        tags,
        params: EmployeeParams,
        body: UpdateEmployeeAvatarRequest,
        response: { 200: Employee },
      },
    },
    async (request) =>
      setEmployeeAvatar(
        app.db,
        sessionOf(request),
        request.params.vendorId,
        request.params.userId,
        request.body.avatarPath,
      ),
  );

  for (const [action, blocked] of [
    ['block', true],
    ['unblock', false],
  ] as const) {
    app.post(
      `/:userId/${action}`,
      { config: manage, schema: { tags, params: EmployeeParams, response: { 200: Employee } } },
      async (request) =>
        setEmployeeBlocked(
          app.db,
          sessionOf(request),
          request.params.vendorId,
          request.params.userId,
          blocked,
        ),
    );
  }

  // The locations an employee works at (docs/product.md#employees): the owner chooses them.
  app.get(
    '/:userId/locations',
    { config: view, schema: { tags, params: EmployeeParams, response: { 200: EmployeeLocations } } },
    async (request) => getEmployeeLocations(app.db, request.params.vendorId, request.params.userId),
  );

  app.put(
    '/:userId/locations',
    {
      config: { access: 'employees.chooseLocations' },
      schema: { tags, params: EmployeeParams, body: EmployeeLocations, response: { 200: EmployeeLocations } },
    },
    async (request) =>
      setEmployeeLocations(
        app.db,
        sessionOf(request),
        request.params.vendorId,
        request.params.userId,
        request.body,
      ),
  );

  app.post(
    '/:userId/reset-password',
    { config: manage, schema: { tags, params: EmployeeParams, response: { 200: EmployeeCredentials } } },
    async (request) =>
      resetEmployeePassword(app.db, sessionOf(request), request.params.vendorId, request.params.userId),
  );
};
