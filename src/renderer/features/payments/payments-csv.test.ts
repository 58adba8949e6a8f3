import { describe, expect, it } from 'vitest';
import type { TransactionItem } from '../../../shared/contracts/ledger';
import { transactionsCsv } from './payments-csv';

const row = (over: Partial<TransactionItem>): TransactionItem => ({
  id: 'r',
  direction: 'INCOMING',
  amountMinor: 25_050,
  currency: 'UAH',
  status: 'SUCCESS',
  paymentStatus: null,
  method: 'CARD',
  purpose: 'TOP_UP',
  lessonId: null,
  reason: '',
  createdAt: '2026-01-02T10:00:00.000Z',
  ...over,
});

describe('transactionsCsv', () => {
  it('writes one line per row with signed amounts in hryvnias, quoting where needed', () => {
    const csv = transactionsCsv(
      [row({}), row({ direction: 'OUTGOING', purpose: 'LESSON_PAYMENT', amountMinor: 40_000, reason: '=cmd, "x"' })],
      ['Дата', 'Тип', 'Спосіб', 'Сума, грн', 'Валюта', 'Статус', 'Причина'],
    );
    expect(csv.split('\r\n')).toEqual([
      'Дата,Тип,Спосіб,"Сума, грн",Валюта,Статус,Причина',
      '2026-01-02T10:00:00.000Z,TOP_UP,CARD,250.50,UAH,SUCCESS,',
      `2026-01-02T10:00:00.000Z,LESSON_PAYMENT,CARD,-400.00,UAH,SUCCESS,"'=cmd, ""x"""`,
      '',
    ]);
  });
});
