import { adminGameListInput, adminGameUpdateInput, adminVenueUpdateInput } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { actorOf, operatorPost } from '../../platform/index.js';
import * as lobby from './admin-service.js';

const tags = ['admin'];

/** Venues and games of the operator console (issue 14), mounted under /admin/api/lobby/ (marketing). */
export async function lobbyAdminRoutes(app: FastifyInstance) {
  operatorPost(app, { path: '/names', permission: 'any', summary: 'The name of every venue and game in every language (what the console shows for their codes)', tags, handler: () => lobby.names(app.db) });
  operatorPost(app, { path: '/venue/list', permission: 'marketing', summary: 'Every venue with its status and order', tags, handler: () => lobby.listVenues(app.db) });
  operatorPost(app, {
    path: '/venue/update',
    permission: 'marketing',
    summary: 'Put a venue into maintenance or back, or change its order; audited',
    tags,
    input: adminVenueUpdateInput,
    handler: (req, input) => lobby.updateVenue(app.db, actorOf(req), input),
  });
  operatorPost(app, {
    path: '/game/list',
    permission: 'marketing',
    summary: 'Games of every venue (or one), in lobby order',
    tags,
    input: adminGameListInput,
    handler: (_req, input) => lobby.listGames(app.db, input),
  });
  operatorPost(app, {
    path: '/game/update',
    permission: 'marketing',
    summary: 'A game’s maintenance status, hot flag or order; audited',
    tags,
    input: adminGameUpdateInput,
    handler: (req, input) => lobby.updateGame(app.db, actorOf(req), input),
  });
}
