/**
 * Daily withdrawal count and amount limits are data now: columns daily_withdraw_count and daily_withdraw_limit of
 * the VIP table (vip_levels, issue 15; read by modules/vip `withdrawLimitOf`, edited on the operator console).
 */

/** spec.md §9: "withdrawal turnover 1x of deposit" (one answer says 2x; 1x is the rule, the multiple is config). */
export const DEFAULT_DEPOSIT_TURNOVER_MULTIPLE = 1;
