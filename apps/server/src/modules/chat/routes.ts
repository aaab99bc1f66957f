import { chatHistoryInput, chatHistoryOutput, chatOfflineInput, chatReadInput, chatSendInput, chatSendOutput, chatStateOutput, noData } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { post } from '../../http/route.js';
import * as chat from './service.js';
import { chatSockets, operatorSocket, playerSocket } from './socket.js';

const tags = ['chat'];

/**
 * Customer-service chat, player side (api-contract-wave2.md "Customer service chat"; docs/chat-protocol.md), and both
 * sockets: /web/chat/socket and /admin/api/chat/socket authenticate with their first frame (hello), not a header.
 */
export async function chatRoutes(app: FastifyInstance) {
  post(app, {
    path: '/web/chat/send',
    summary: 'Send a chat message (text ≤ 1000 characters and/or an own uploaded image) into the open conversation, opening one if none; a clientId already stored answers that message',
    tags,
    input: chatSendInput,
    output: chatSendOutput,
    handler: async (req, input) => {
      const sent = await chat.sendAsPlayer(app.db, app.chatBus, req.user!.userId, input, app.deps.now());
      return { id: sent.message.id, at: sent.message.at };
    },
  });
  post(app, {
    path: '/web/chat/history',
    summary: 'The player’s chat messages of every conversation, newest first',
    tags,
    input: chatHistoryInput,
    output: chatHistoryOutput,
    handler: (req, input) => chat.history(app.db, req.user!.userId, input.page, input.size),
  });
  post(app, {
    path: '/web/chat/offline',
    summary: 'The offline form (no operator on duty): contact and question become a message of the queued conversation',
    tags,
    input: chatOfflineInput,
    output: chatSendOutput,
    handler: async (req, input) => {
      const sent = await chat.offline(app.db, app.chatBus, req.user!.userId, input, app.deps.now());
      return { id: sent.message.id, at: sent.message.at };
    },
  });
  post(app, {
    path: '/web/chat/state',
    summary: 'The player’s open conversation (id, status, operator), unread operator messages, and whether any operator is on duty',
    tags,
    output: chatStateOutput,
    handler: (req) => chat.playerState(app.db, req.user!.userId),
  });
  post(app, {
    path: '/web/chat/read',
    summary: 'The player has read every message up to upTo',
    tags,
    input: chatReadInput,
    output: noData,
    handler: async (req, input) => {
      await chat.readAsPlayer(app.db, app.chatBus, req.user!.userId, input.upTo);
      return null;
    },
  });
  // One session guard, budgets per person and coalescers for every socket of this server (issue 23).
  const sockets = chatSockets(app);
  app.get('/web/chat/socket', { websocket: true, schema: { hide: true } }, playerSocket(app, sockets));
  app.get('/admin/api/chat/socket', { websocket: true, schema: { hide: true } }, operatorSocket(app, sockets));
}
