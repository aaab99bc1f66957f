import {
  changeWalletTypeInput,
  convertMoneyInput,
  convertMoneyOutput,
  getTransWalletBalanceInfoOutput,
  getUserBalanceOutput,
  getUserPlatBalanceInput,
  getUserPlatBalanceOutput,
  oneTouchTransferOutput,
  transInfoOutput,
} from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idempotencyKeyOf } from '../../http/idempotency.js';
import { post } from '../../http/route.js';
import * as wallet from './service.js';

const tags = ['wallet'];

function caller(req: FastifyRequest): wallet.MoneyCaller {
  return { userId: req.user!.userId, idempotencyKey: idempotencyKeyOf(req) };
}

/** Wallets and venue transfers (spec.md §4, api-contract.md Member and Wallet). Member paths only. */
export async function walletRoutes(app: FastifyInstance) {
  post(app, {
    path: '/web/user/getUserBalance',
    summary: 'Balances of every wallet; venue is the sum of the venue wallets',
    tags,
    output: getUserBalanceOutput,
    handler: (req) => wallet.userBalance(app.db, req.user!.userId),
  });
  post(app, {
    path: '/web/user/getTransWalletBalanceInfo',
    summary: 'Central wallet and each venue wallet with its lock state',
    tags,
    output: getTransWalletBalanceInfoOutput,
    handler: (req) => wallet.transWalletBalanceInfo(app.db, req.user!.userId, req.lang),
  });
  post(app, {
    path: '/web/apiCode/convertMoney',
    summary: 'Transfer between the central wallet and a venue wallet (honours Idempotency-Key)',
    tags,
    input: convertMoneyInput,
    output: convertMoneyOutput,
    handler: (req, input) => wallet.convertMoney(app.db, caller(req), input),
  });
  post(app, {
    path: '/web/apiCode/getUserPlatBalance',
    summary: 'The player’s balance at one venue (platType as a path suffix or field)',
    tags,
    input: getUserPlatBalanceInput,
    suffix: 'platType',
    output: getUserPlatBalanceOutput,
    handler: (req, input) => wallet.platBalance(app.db, req.user!.userId, input.platType),
  });
  post(app, {
    path: '/web/user/oneTouchTransfer',
    summary: 'Recover every venue balance to the central wallet; venues in maintenance or locked are skipped and listed',
    tags,
    output: oneTouchTransferOutput,
    handler: (req) => wallet.oneTouchTransfer(app.db, caller(req), req.lang),
  });
  post(app, {
    path: '/web/user/getUserTransInfo',
    summary: 'Auto-transfer and free-transfer (wallet-free) switches',
    tags,
    output: transInfoOutput,
    handler: (req) => wallet.transInfo(app.db, req.user!.userId),
  });
  post(app, {
    path: '/web/user/changeWalletType',
    summary: 'Switch auto-transfer (type auto|manual) and optionally free-transfer mode',
    tags,
    input: changeWalletTypeInput,
    output: transInfoOutput,
    handler: (req, input) => wallet.changeWalletType(app.db, req.user!.userId, input),
  });
}
