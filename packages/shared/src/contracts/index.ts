import type { z } from 'zod';
import * as account from './account.js';
import * as cashbox from './cashbox.js';
import * as activities from './activities.js';
import * as chat from './chat.js';
import { noData } from './common.js';
import * as content from './content.js';
import * as deposit from './deposit.js';
import * as feedback from './feedback.js';
import * as help from './help.js';
import * as house from './house.js';
import * as lobby from './lobby.js';
import * as messages from './messages.js';
import * as payout from './payout.js';
import * as records from './records.js';
import * as rewards from './rewards.js';
import { redeemCodeUseOutput } from '../validation/redeem.js';
import { uploadFileOutput } from './upload.js';
import * as wallet from './wallet.js';

export * from './account.js';
export * from './cashbox.js';
export * from './activities.js';
export * from './chat.js';
export * from './common.js';
export * from './check.js';
export * from './content.js';
export * from './deposit.js';
export * from './feedback.js';
export * from './house.js';
export * from './lobby.js';
export * from './help.js';
export * from './messages.js';
export * from './payout.js';
export * from './records.js';
export * from './rewards.js';
export * from './upload.js';
export * from './wallet.js';

/**
 * The `data` schema of every player call (/web/…, and the house venue's game API), by path: the server's routes name the same schemas,
 * and the web's test stubs check their answers against this map, so neither side can drift from the other.
 * Provider paths (`/web/{provider}/createOrder`) are listed under `:provider` as the server registers them.
 */
export const PLAYER_RESPONSES = {
  '/web/guest/user/getCaptcha': account.getCaptchaOutput,
  '/web/guest/user/getRegisterTerms': account.getRegisterTermsOutput,
  '/web/guest/user/register': account.sessionOutput,
  '/web/guest/user/login': account.sessionOutput,
  '/web/guest/user/forgetPasswordFirstStep': account.forgetPasswordFirstStepOutput,
  '/web/guest/user/getPhoneCodeByForgetPwd': account.codeSentOutput,
  '/web/guest/user/getEmailCodeByForgetPwd': account.codeSentOutput,
  '/web/guest/user/checkPhoneCodeByForgetPwd': noData,
  '/web/guest/user/modifyPasswordByForget': noData,
  '/web/guest/user/getPhoneCodeByRegister': account.codeSentOutput,
  '/web/user/logout': noData,
  '/web/user/getUserInfo': account.userInfoOutput,
  '/web/user/modifyPassword': noData,
  '/web/user/checkIsSetWidthPassword': account.checkIsSetWidthPasswordOutput,
  '/web/user/setWithdrawPassword': noData,
  '/web/user/checkWithdrawPwd': noData,
  '/web/user/checkPhoneMiddle': account.checkPhoneMiddleOutput,
  '/web/user/bindPhone': account.userInfoOutput,
  '/web/user/bindEmail': account.userInfoOutput,
  '/web/user/modifyUserInfo': account.userInfoOutput,
  '/web/user/changeLanguageAndCurrency': account.changeLanguageAndCurrencyOutput,
  '/web/sms/getSmsCode': account.codeSentOutput,
  '/web/sms/getSmsCountdown': account.codeSentOutput,
  '/web/sms/checkSmsCode': noData,
  '/web/email/getEmailCode': account.codeSentOutput,
  '/web/email/checkEmailCode': noData,

  '/web/guest/index/getWebsiteBasicInfo': content.getWebsiteBasicInfoOutput,
  '/web/guest/index/getSilde': content.getSildeOutput,
  '/web/guest/index/getNotice': content.getNoticeOutput,
  '/web/sys/sysConfig/getSysConfigValue': content.getSysConfigValueOutput,
  '/web/common/sysDictionary/getSysDictionary': content.getSysDictionaryOutput,
  '/web/guest/user/getRegisterItem': content.getRegisterItemOutput,
  '/web/sys/sysbank/getSysBank': content.getSysBankOutput,

  '/web/pay/paymentMethod/getPaymentMethod': deposit.getPaymentMethodOutput,
  '/web/pay/paymentMethod/getPaymentMethodByType': deposit.getPaymentMethodOutput,
  '/web/recharge/getRechargeAccountInfo': deposit.getRechargeAccountInfoOutput,
  '/web/recharge/recharge': deposit.createdOrderOutput,
  '/web/:provider/createOrder': deposit.createdOrderOutput,
  '/web/recharge/getRechargeOrderInfo': deposit.getRechargeOrderInfoOutput,
  '/web/recharge/confirmRechargeOrder': deposit.confirmRechargeOrderOutput,
  '/web/recharge/cancelRechargeOrder': deposit.cancelRechargeOrderOutput,

  '/web/guest/apiCode/getAllPlatTypes': lobby.getAllPlatTypesOutput,
  '/web/guest/apiCode/getGameList': lobby.gamePageOutput,
  '/web/guest/apiCode/getBetAllPlatTypes': lobby.getBetAllPlatTypesOutput,
  '/web/guest/api/apiGameCategory/getApiGameCategoryList': lobby.getApiGameCategoryListOutput,
  '/web/apiCode/getGameListByGameType': lobby.gamePageOutput,
  '/web/apiCode/getTop5PopularSearchGame': lobby.getTop5PopularSearchGameOutput,
  '/web/apiCode/getGameUrl': lobby.getGameUrlOutput,
  '/web/gameCollect/save': lobby.gameCollectSaveOutput,
  '/web/gameCollect/delete': lobby.gameCollectDeleteOutput,
  '/web/gameCollect/delete/1': lobby.gameCollectDeleteOutput,
  '/web/gameCollect/list': lobby.gamePageOutput,

  '/web/userBankCard/bind': payout.payoutAccountCreatedOutput,
  '/web/userBankCard/query': payout.queryBankCardOutput,
  '/web/userBankCard/modify': payout.payoutAccountCreatedOutput,
  '/web/userBankCard/delete': noData,
  '/web/userBlockchain/bind': payout.payoutAccountCreatedOutput,
  '/web/userBlockchain/query': payout.queryBlockchainOutput,
  '/web/userBlockchain/delete': noData,
  '/web/userThirdPartAccount/bind': payout.payoutAccountCreatedOutput,
  '/web/userThirdPartAccount/query': payout.queryThirdPartAccountOutput,
  '/web/userThirdPartAccount/delete': noData,
  '/web/withdraw/withdrawMethod/getWithdrawMethod': payout.getWithdrawMethodOutput,
  '/web/withdraw/withdrawExtraRule/getWithdrawExtraRule': payout.getWithdrawExtraRuleOutput,
  '/web/withdraw/checkIsQuickWithdraw': payout.checkIsQuickWithdrawOutput,
  '/web/withdraw/withdraw': payout.withdrawOutput,

  '/web/transactionRecord/queryTransactionRecordList': records.queryTransactionRecordListOutput,
  '/web/transactionRecord/getTransactionRecordInfo': records.getTransactionRecordInfoOutput,
  '/web/user/getBetRecord': records.getBetRecordOutput,
  '/web/user/getSumBetRecord': records.getSumBetRecordOutput,

  '/web/welfareCenter/queryWelfareCenterList': rewards.queryWelfareCenterListOutput,
  '/web/welfareCenter/queryWelfareCenterTotal': rewards.queryWelfareCenterTotalOutput,
  '/web/welfareCenter/receiveWelfare': rewards.receiveWelfareOutput,
  '/web/user/redeemCode/use': redeemCodeUseOutput,

  '/web/guest/user/queryBusCashboxConfig': cashbox.queryBusCashboxConfigOutput,
  '/web/guest/user/getCashboxIncome': cashbox.getCashboxIncomeOutput,
  '/web/user/getCashboxInfo': cashbox.getCashboxInfoOutput,
  '/web/user/getCashboxIncomeList': cashbox.getCashboxIncomeListOutput,
  '/web/cashbox/switchToCashbox': cashbox.switchToCashboxOutput,

  '/web/message/list': messages.messageListOutput,
  '/web/message/getMessage': messages.getMessageOutput,
  '/web/message/doReadMessage': noData,
  '/web/message/modifyReadAllMessage': noData,
  '/web/message/deleteMessage': noData,
  '/web/message/getUnReadMessageCount': messages.getUnReadMessageCountOutput,
  '/web/message/getTop50MessageList': messages.getTop50MessageListOutput,

  '/web/guest/activity/getActivityClassification': activities.getActivityClassificationOutput,
  '/web/guest/activity/list': activities.activityListOutput,
  '/web/guest/activity/getActivityDetail': activities.activityDetailOutput,
  '/web/activity/activityApply/applyActivity': activities.applyActivityOutput,
  '/web/activity/activityApply/queryApplyActivityList': activities.queryApplyActivityListOutput,

  '/web/upload/uploadFile': uploadFileOutput,

  '/web/feedback/save': feedback.saveFeedbackOutput,
  '/web/feedback/list': feedback.feedbackListOutput,
  '/web/feedback/info': feedback.feedbackInfoOutput,
  '/web/feedback/delete': noData,

  '/web/chat/send': chat.chatSendOutput,
  '/web/chat/history': chat.chatHistoryOutput,
  '/web/chat/offline': chat.chatSendOutput,
  '/web/chat/state': chat.chatStateOutput,
  '/web/chat/read': noData,

  '/web/user/getUserBalance': wallet.getUserBalanceOutput,
  '/web/user/getTransWalletBalanceInfo': wallet.getTransWalletBalanceInfoOutput,
  '/web/apiCode/convertMoney': wallet.convertMoneyOutput,
  '/web/apiCode/getUserPlatBalance': wallet.getUserPlatBalanceOutput,
  '/web/user/oneTouchTransfer': wallet.oneTouchTransferOutput,
  '/web/user/getUserTransInfo': wallet.transInfoOutput,
  '/web/user/changeWalletType': wallet.transInfoOutput,

  '/web/guest/user/getVipInfo': rewards.getVipInfoOutput,
  '/web/guest/user/getVipReturnWaterList': rewards.getVipReturnWaterListOutput,
  '/web/strategy/queryWaterStrategyByGameType': rewards.queryWaterStrategyByGameTypeOutput,

  '/web/guest/help/list': help.getHelpListOutput,
  '/web/guest/help/get': help.getHelpOutput,

  '/venue/house/api/session': house.houseSessionOutput,
  '/venue/house/api/play': house.housePlayOutput,
  '/venue/house/api/reveal': house.houseRevealOutput,
  '/venue/house/api/history': house.houseHistoryOutput,
} as const satisfies Record<string, z.ZodType>;

export type PlayerPath = keyof typeof PLAYER_RESPONSES;
/** The `data` of a code-0 answer of a player call. */
export type PlayerResponse<P extends PlayerPath> = z.infer<(typeof PLAYER_RESPONSES)[P]>;
