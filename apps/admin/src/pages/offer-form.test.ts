import { describe, expect, it } from 'vitest';
import { adminActivitySaveInput } from '@app/shared';
import type { OfferItem } from '../api/types';
import { contentBlocks, emptyOffer, offerPayload, offerToForm } from './offer-form';

describe('offers editor form', () => {
  it('a new fixed offer becomes a request the server schema accepts; empty conditions are null', () => {
    const form = { ...emptyOffer(new Date('2026-11-01T00:00:00Z')), title: { zh: ' 存500送168 ', en: '' }, content: { zh: '说明' }, cover: '/static/seed/activities/daily.svg' };
    form.formula = { ...form.formula, amount: '168', ratioPercent: '5' };
    const payload = offerPayload(form);
    expect(payload).toMatchObject({ title: { zh: '存500送168' }, endAt: null, eligibility: { minDeposit: null, newUserDays: null }, formula: { amount: '168', ratioPercent: null, max: null, platType: null } });
    expect(adminActivitySaveInput.safeParse(payload).success).toBe(true);
  });
  it('an offer read back from the server fills the form and saves unchanged', () => {
    const item: OfferItem = {
      id: 3, classification: 'highRebate', title: { zh: 'x' }, content: { zh: 'y' }, cover: '/static/seed/activities/vip.svg', startAt: '2026-01-01T00:00:00.000Z', endAt: null,
      limitedTime: false, applyMode: 'auto', sort: 1, published: true, updatedAt: '2026-01-01T00:00:00.000Z',
      eligibility: { newUserDays: null, vipMin: 5, vipMax: null, firstDeposit: false, minDeposit: null, minValidBet: null, minTransfer: '500.00', window: 'offer', limit: 'once' },
      formula: { kind: 'fixed', amount: '168.00', ratioPercent: null, max: null, base: 'transfer', turnoverMultiple: '12', turnoverIncludesBase: true, platType: 'house_slots', destination: 'welfare', validDays: 7 },
    };
    const payload = offerPayload(offerToForm(item), 3);
    expect(payload).toMatchObject({ id: 3, startAt: item.startAt, eligibility: { vipMin: 5, minTransfer: '500.00' }, formula: { amount: '168.00', platType: 'house_slots', turnoverMultiple: '12' } });
    expect(adminActivitySaveInput.safeParse(payload).success).toBe(true);
  });
  it('content is laid out as paragraphs and "- " lists, never HTML', () => {
    expect(contentBlocks('A <b>\n\n- one\n- two\n\nB')).toEqual([{ kind: 'p', text: 'A <b>' }, { kind: 'ul', items: ['one', 'two'] }, { kind: 'p', text: 'B' }]);
  });
});
