import { adminMessageItemSchema, adminMessageListInput, adminMessageSendInput, adminMessageSendOutput, adminMessageWithdrawInput, noData } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { actorOf, operatorPost, pageOutput } from '../../platform/index.js';
import * as messages from './service.js';

const tags = ['admin'];

/** The message centre of the operator console (issue 17), mounted under /admin/api/message/; support's. */
export async function messageAdminRoutes(app: FastifyInstance) {
  operatorPost(app, {
    path: '/send',
    permission: 'support',
    summary: 'Send a message to one player, a list (≤ 1000), a VIP range or everyone (one row whatever the audience); audited',
    tags,
    input: adminMessageSendInput,
    output: adminMessageSendOutput,
    handler: (req, input) => messages.send(app.db, actorOf(req), input, app.deps.now()),
  });
  operatorPost(app, {
    path: '/list',
    permission: 'support',
    summary: 'Messages operators sent, newest first, with recipients and reads',
    tags,
    input: adminMessageListInput,
    output: pageOutput(adminMessageItemSchema),
    handler: (_req, input) => messages.listSent(app.db, input),
  });
  operatorPost(app, {
    path: '/withdraw',
    permission: 'support',
    summary: 'Withdraw a sent message: it disappears for every player; audited',
    tags,
    input: adminMessageWithdrawInput,
    output: noData,
    handler: (req, input) => messages.withdraw(app.db, actorOf(req), input.id, app.deps.now()),
  });
}
