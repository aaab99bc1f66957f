import {
  bindBankCardInput,
  bindBlockchainInput,
  bindThirdPartAccountInput,
  modifyBankCardInput,
  noData,
  payoutAccountCreatedOutput,
  payoutAccountIdInput,
  queryBankCardOutput,
  queryBlockchainOutput,
  queryThirdPartAccountInput,
  queryThirdPartAccountOutput,
} from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { post } from '../../http/route.js';
import * as payout from './service.js';

const tags = ['accounts'];

/** Account management (spec.md §2 cards pages; api-contract.md Accounts). Member paths only. */
export async function payoutAccountRoutes(app: FastifyInstance) {
  const ctx = (req: FastifyRequest): payout.AuditCtx => ({ ip: req.ip, now: app.deps.now() });
  post(app, {
    path: '/web/userBankCard/bind',
    summary: 'Bind a bank card (≤ 10; cardholder = registered real name; needs the secondary password)',
    tags,
    input: bindBankCardInput,
    output: payoutAccountCreatedOutput,
    handler: (req, input) => payout.bindBankCard(app.db, req.user!.userId, input, ctx(req)),
  });
  post(app, {
    path: '/web/userBankCard/query',
    summary: 'The player’s bank cards, numbers masked to the last 4 digits',
    tags,
    output: queryBankCardOutput,
    handler: (req) => payout.queryBankCards(app.db, req.user!.userId, req.lang),
  });
  post(app, {
    path: '/web/userBankCard/modify',
    summary: 'Change fields of one of the player’s bank cards (same rules as bind)',
    tags,
    input: modifyBankCardInput,
    output: payoutAccountCreatedOutput,
    handler: (req, input) => payout.modifyBankCard(app.db, req.user!.userId, input, ctx(req)),
  });
  post(app, {
    path: '/web/userBankCard/delete',
    summary: 'Delete one of the player’s bank cards',
    tags,
    input: payoutAccountIdInput,
    suffix: 'id',
    output: noData,
    handler: (req, input) => payout.deleteBankCard(app.db, req.user!.userId, input.id, ctx(req)),
  });

  post(app, {
    path: '/web/userBlockchain/bind',
    summary: 'Bind a USDT address (TRC20: T + 15-33, ERC20: 0x + 15-40; must match the protocol)',
    tags,
    input: bindBlockchainInput,
    output: payoutAccountCreatedOutput,
    handler: (req, input) => payout.bindBlockchain(app.db, req.user!.userId, input, ctx(req)),
  });
  post(app, {
    path: '/web/userBlockchain/query',
    summary: 'The player’s USDT addresses (masked)',
    tags,
    output: queryBlockchainOutput,
    handler: (req) => payout.queryBlockchain(app.db, req.user!.userId),
  });
  post(app, {
    path: '/web/userBlockchain/delete',
    summary: 'Delete one of the player’s USDT addresses',
    tags,
    input: payoutAccountIdInput,
    suffix: 'id',
    output: noData,
    handler: (req, input) => payout.deleteBlockchain(app.db, req.user!.userId, input.id, ctx(req)),
  });

  post(app, {
    path: '/web/userThirdPartAccount/bind',
    summary: 'Bind an EBpay (eb + 15-32), KOIpay (kb + 15-32), Alipay, WeChat (QR image required) or other account',
    tags,
    input: bindThirdPartAccountInput,
    output: payoutAccountCreatedOutput,
    handler: (req, input) => payout.bindThirdPartAccount(app.db, req.user!.userId, input, ctx(req)),
  });
  post(app, {
    path: '/web/userThirdPartAccount/query',
    summary: 'The player’s third-party accounts, optionally of one type (accounts masked)',
    tags,
    input: queryThirdPartAccountInput,
    output: queryThirdPartAccountOutput,
    handler: (req, input) => payout.queryThirdPartAccounts(app.db, req.user!.userId, input.type),
  });
  post(app, {
    path: '/web/userThirdPartAccount/delete',
    summary: 'Delete one of the player’s third-party accounts',
    tags,
    input: payoutAccountIdInput,
    suffix: 'id',
    output: noData,
    handler: (req, input) => payout.deleteThirdPartAccount(app.db, req.user!.userId, input.id, ctx(req)),
  });
}
