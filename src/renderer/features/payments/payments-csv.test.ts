import { describe, expect, it } from 'vitest';
import type { Payment } from '../../../shared/contracts/payments';
import { paymentsCsv } from './payments-csv';

const payment = (over: Partial<Payment>): Payment => ({
  id: 'p',
  purpose: 'TOP_UP',
  lessonId: null,
  amountMinor: 25_050,
  currency: 'UAH',
  status: 'CAPTURED',
  transactionStatus: 'SUCCESS',
  failureReason: null,
  pageUrl: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
  ...over,
});

describe('paymentsCsv', () => {
  it('writes one line per payment with amounts in hryvnias and quoted headers', () => {
    const csv = paymentsCsv([payment({}), payment({ purpose: 'LESSON', amountMinor: 40_000, status: 'AUTHORIZED' })], [
      'Дата',
      'Тип',
      'Сума, грн',
      'Валюта',
      'Статус',
      'Статус "транзакції"',
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Дата,Тип,"Сума, грн",Валюта,Статус,"Статус ""транзакції"""',
      '2026-01-02T10:00:00.000Z,TOP_UP,250.50,UAH,CAPTURED,SUCCESS',
      '2026-01-02T10:00:00.000Z,LESSON,400.00,UAH,AUTHORIZED,SUCCESS',
      '',
    ]);
  });
});
