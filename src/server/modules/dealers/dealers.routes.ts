import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defaultPageSize } from '#shared/reference/limits';
import {
  dealerDetailSchema,
  dealerListQuerySchema,
  dealerListResponseSchema,
  dealerParamsSchema,
} from '#shared/schemas/dealer';
import type { Db } from '../../db/database';
import type { Storage } from '../../storage/storage';
import { notFound } from '../../plugins/errors';
import { carsById } from '../cars/cars.service';
import { dealerEmployees, findDealer, listDealers, newestDealerCars } from './dealers.repository';

export const dealerRoutes =
  (db: Db, storage: Storage): FastifyPluginAsyncZod =>
  async (app) => {
    const logoUrl = (key: string | null) => (key === null ? null : storage.url(key));

    app.get(
      '/api/v1/dealer',
      {
        schema: { querystring: dealerListQuerySchema, response: { 200: dealerListResponseSchema } },
      },
      async (request) => {
        const rows = await listDealers(db, request.query.q);
        return {
          dealers: rows.map((row) => ({
            id: row.id,
            name: row.name,
            city: row.city,
            logoUrl: logoUrl(row.logo_key),
            carCount: row.car_count,
          })),
        };
      },
    );

    app.get(
      '/api/v1/dealer/:id',
      { schema: { params: dealerParamsSchema, response: { 200: dealerDetailSchema } } },
      async (request) => {
        const dealer = await findDealer(db, request.params.id);
        if (!dealer) throw notFound('Dealer');
        const [employees, cars] = await Promise.all([
          dealerEmployees(db, dealer.id),
          newestDealerCars(db, dealer.id, defaultPageSize),
        ]);
        return {
          id: dealer.id,
          name: dealer.name,
          city: dealer.city,
          logoUrl: logoUrl(dealer.logo_key),
          carCount: dealer.car_count,
          phone: dealer.phone,
          whatsapp: dealer.whatsapp,
          address: dealer.address,
          createdAt: dealer.created_at.toISOString(),
          employees: Object.fromEntries(
            employees.map((member) => [member.user_id ?? '', { status: member.status }]),
          ),
          cars: await carsById(db, storage, cars),
        };
      },
    );
  };
