import {
  adminCannedIdInput,
  adminCannedListOutput,
  adminCannedSaveInput,
  adminChatAssignInput,
  adminChatConversationInput,
  adminChatConversationsInput,
  adminChatConversationsOutput,
  adminChatDutyInput,
  adminChatDutyOutput,
  adminChatHistoryInput,
  adminChatReadInput,
  adminChatReplyInput,
  cannedReplySchema,
  chatConversationSchema,
  chatHistoryOutput,
  chatSendOutput,
  noData,
} from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf, operatorPost } from '../../platform/index.js';
import * as chat from './service.js';

const tags = ['admin'];
const permission = 'support' as const;

function operatorOf(req: FastifyRequest): chat.ChatOperator {
  return { ...actorOf(req), operatorId: req.operator!.operatorId, role: req.operator!.role };
}

/** The chat desk of customer support (issue 17), mounted under /admin/api/chat/ (the socket: modules/chat/routes.ts). */
export async function chatAdminRoutes(app: FastifyInstance) {
  operatorPost(app, {
    path: '/conversations',
    permission,
    summary: 'Conversations, newest news first: queued, assigned, closed, mine (assigned to me), or every open one',
    tags,
    input: adminChatConversationsInput,
    output: adminChatConversationsOutput,
    handler: (req, input) => chat.conversations(app.db, req.operator!.operatorId, input),
  });
  operatorPost(app, {
    path: '/history',
    permission,
    summary: 'Messages of one conversation, newest first',
    tags,
    input: adminChatHistoryInput,
    output: chatHistoryOutput,
    handler: (_req, input) => chat.conversationHistory(app.db, input.conversationId, input.page, input.size),
  });
  operatorPost(app, {
    path: '/reply',
    permission,
    summary: 'Reply (text and/or image); a queued conversation becomes mine; another operator’s is refused (owners excepted); audited chat.reply',
    tags,
    input: adminChatReplyInput,
    output: chatSendOutput,
    handler: async (req, input) => {
      const sent = await chat.sendAsOperator(app.db, app.chatBus, operatorOf(req), input.conversationId, input, app.deps.now());
      return { id: sent.message.id, at: sent.message.at };
    },
  });
  operatorPost(app, {
    path: '/claim',
    permission,
    summary: 'Take a queued conversation; audited chat.claim',
    tags,
    input: adminChatConversationInput,
    output: chatConversationSchema,
    handler: (req, input) => chat.claim(app.db, app.chatBus, operatorOf(req), input.conversationId),
  });
  operatorPost(app, {
    path: '/assign',
    // Taking a conversation from one operator to give it to another is the owner's call (issue 23 finding 7).
    permission: 'owner',
    summary: 'Give an open conversation to an operator who can answer (support or owner); audited chat.assign',
    tags,
    input: adminChatAssignInput,
    output: chatConversationSchema,
    handler: (req, input) => chat.assign(app.db, app.chatBus, operatorOf(req), input.conversationId, input.operatorId),
  });
  operatorPost(app, {
    path: '/close',
    permission,
    summary: 'End a conversation (the player’s next message opens a new one); audited chat.close',
    tags,
    input: adminChatConversationInput,
    output: chatConversationSchema,
    handler: (req, input) => chat.close(app.db, app.chatBus, operatorOf(req), input.conversationId, app.deps.now()),
  });
  operatorPost(app, {
    path: '/read',
    permission,
    summary: 'Operators have read the player’s messages up to upTo',
    tags,
    input: adminChatReadInput,
    output: noData,
    handler: async (_req, input) => {
      await chat.readAsOperator(app.db, app.chatBus, input.conversationId, input.upTo);
      return null;
    },
  });
  operatorPost(app, {
    path: '/duty/get',
    permission,
    summary: 'Whether I am on duty, and how many operators are',
    tags,
    output: adminChatDutyOutput,
    handler: (req) => chat.myDuty(app.db, req.operator!.operatorId),
  });
  operatorPost(app, {
    path: '/duty',
    permission,
    summary: 'Go on or off duty (nobody on duty: players see the offline form); audited chat.duty',
    tags,
    input: adminChatDutyInput,
    output: adminChatDutyOutput,
    handler: (req, input) => chat.setDuty(app.db, app.chatBus, operatorOf(req), input.onDuty, app.deps.now()),
  });
  operatorPost(app, {
    path: '/canned/list',
    permission,
    summary: 'Canned replies, in their order',
    tags,
    output: adminCannedListOutput,
    handler: () => chat.cannedList(app.db),
  });
  operatorPost(app, {
    path: '/canned/save',
    permission,
    summary: 'Create (no id) or edit a canned reply; audited chat.canned.create / chat.canned.update',
    tags,
    input: adminCannedSaveInput,
    output: cannedReplySchema,
    handler: (req, input) => chat.cannedSave(app.db, actorOf(req), input, app.deps.now()),
  });
  operatorPost(app, {
    path: '/canned/delete',
    permission,
    summary: 'Delete a canned reply; audited chat.canned.delete',
    tags,
    input: adminCannedIdInput,
    output: noData,
    handler: async (req, input) => {
      await chat.cannedDelete(app.db, actorOf(req), input.id);
      return null;
    },
  });
}
