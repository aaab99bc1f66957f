import {
  getTransactionRecordInfoInput,
  getTransactionRecordInfoOutput,
  queryTransactionRecordListInput,
  queryTransactionRecordListOutput,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { post } from '../../http/route.js';
import * as records from './service.js';

const tags = ['records'];

/** Transaction records of the last 30 days (spec.md §2, §9; api-contract.md Records). */
export async function recordRoutes(app: FastifyInstance) {
  post(app, {
    path: '/web/transactionRecord/queryTransactionRecordList',
    summary: 'The player’s money records of the last 30 days, newest first',
    tags,
    input: queryTransactionRecordListInput,
    output: queryTransactionRecordListOutput,
    handler: (req, input) => records.listRecords(app.db, req.user!.userId, input),
  });
  post(app, {
    path: '/web/transactionRecord/getTransactionRecordInfo',
    summary: 'One record by order number (own records only)',
    tags,
    input: getTransactionRecordInfoInput,
    suffix: 'orderNo',
    output: getTransactionRecordInfoOutput,
    handler: (req, input) => records.recordInfo(app.db, req.user!.userId, input.orderNo),
  });
}
