import {
  getMessageOutput,
  getTop50MessageListOutput,
  getUnReadMessageCountOutput,
  messageIdInput,
  messageListInput,
  messageListOutput,
  modifyReadAllMessageInput,
  noData,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { post } from '../../http/route.js';
import * as messages from './service.js';

const tags = ['message'];

/** The player's message centre (api-contract-wave2.md "Messages"; issue 17). Only the caller's own messages. */
export async function messageRoutes(app: FastifyInstance) {
  post(app, {
    path: '/web/message/list',
    summary: 'The player’s messages (a category or all), newest first, in the caller’s language, with the read flag',
    tags,
    input: messageListInput,
    output: messageListOutput,
    handler: (req, input) => messages.listForPlayer(app.db, req.user!.userId, req.lang, input, app.deps.now()),
  });
  post(app, {
    path: '/web/message/getMessage',
    summary: 'One of the player’s messages in full (another player’s id: record not found)',
    tags,
    input: messageIdInput,
    output: getMessageOutput,
    handler: (req, input) => messages.getForPlayer(app.db, req.user!.userId, req.lang, input.id, app.deps.now()),
  });
  post(app, {
    path: '/web/message/doReadMessage',
    summary: 'Mark one of the player’s messages read',
    tags,
    input: messageIdInput,
    output: noData,
    handler: (req, input) => messages.readOne(app.db, req.user!.userId, input.id, app.deps.now()),
  });
  post(app, {
    path: '/web/message/modifyReadAllMessage',
    summary: 'Mark every unread message (of a category) read, in one statement',
    tags,
    input: modifyReadAllMessageInput,
    output: noData,
    handler: (req, input) => messages.readAll(app.db, req.user!.userId, input.category, app.deps.now()),
  });
  post(app, {
    path: '/web/message/deleteMessage',
    summary: 'Delete one of the player’s messages (for this player only)',
    tags,
    input: messageIdInput,
    output: noData,
    handler: (req, input) => messages.deleteOne(app.db, req.user!.userId, input.id, app.deps.now()),
  });
  post(app, {
    path: '/web/message/getUnReadMessageCount',
    summary: 'Unread messages per category and in total',
    tags,
    output: getUnReadMessageCountOutput,
    handler: (req) => messages.unreadCounts(app.db, req.user!.userId, app.deps.now()),
  });
  post(app, {
    path: '/web/message/getTop50MessageList',
    summary: 'The latest 50 messages of every category',
    tags,
    output: getTop50MessageListOutput,
    handler: (req) => messages.top50ForPlayer(app.db, req.user!.userId, req.lang, app.deps.now()),
  });
}
