import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRICE_BANDS } from '../../../shared/enums';
import { AppError } from '../../../shared/errors';
import { DEFAULT_CURRENCY } from '../../../shared/constants';
import {
  Category,
  City,
  Country,
  CountryCodeParams,
  Currency,
  PriceRange,
  SpokenLanguage,
  TopCategory,
} from '../../../shared/contracts/reference';
import type { Database } from '../../db/database';
import * as queries from './reference.queries';

/** Open reference data, translated by Accept-Language; no authorization needed. */
export const referenceRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const tags = ['reference'];

  app.get('/categories', { schema: { tags, response: { 200: z.array(Category) } } }, async (request) =>
    queries.listCategories(db, request.language),
  );

  app.get('/top-categories', { schema: { tags, response: { 200: z.array(TopCategory) } } }, async (request) =>
    queries.listTopCategories(db, request.language),
  );

  app.get('/countries', { schema: { tags, response: { 200: z.array(Country) } } }, async (request) =>
    queries.listCountries(db, request.language),
  );

  app.get(
    '/countries/:code/cities',
    { schema: { tags, params: CountryCodeParams, response: { 200: z.array(City) } } },
    async (request) => {
      if (!(await queries.countryExists(db, request.params.code))) throw new AppError('NOT_FOUND');
      return queries.listCities(db, request.language, request.params.code);
    },
  );

  app.get('/languages', { schema: { tags, response: { 200: z.array(SpokenLanguage) } } }, async (request) =>
    queries.listSpokenLanguages(db, request.language),
  );

  app.get('/currencies', { schema: { tags, response: { 200: z.array(Currency) } } }, async (request) =>
    queries.listCurrencies(db, request.language),
  );

  app.get('/price-range', { schema: { tags, response: { 200: PriceRange } } }, async () => ({
    currency: DEFAULT_CURRENCY,
    // The bands are fixed; min and max span them until tutors' own rates refine them.
    min: PRICE_BANDS[0].from,
    max: 2000,
    bands: PRICE_BANDS.map((band) => ({ ...band })),
  }));
};
