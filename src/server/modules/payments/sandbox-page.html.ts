import type { Language } from '../../../shared/i18n/language';
import { SANDBOX_3DS_CODE, SANDBOX_CARDS, type SandboxInvoice } from './sandbox.acquirer';

const WORDS = {
  uk: {
    title: 'Тестова оплата',
    testMode: 'ТЕСТОВИЙ РЕЖИМ (TEST MODE)',
    banner: 'Тестовий еквайр Repetytor: справжні гроші не списуються.',
    amount: 'До сплати',
    purpose: 'Призначення',
    card: 'Номер картки',
    expiry: 'Термін дії (ММ/РР)',
    cvc: 'CVC',
    pay: 'Сплатити',
    hold: 'Сума буде заблокована на картці до завершення уроку.',
    testCards: 'Тестові картки',
    success: 'успішна оплата',
    declined: 'відмова банку',
    threeDs: 'потрібне підтвердження 3-D Secure',
    threeDsTitle: 'Підтвердження 3-D Secure',
    threeDsText: 'Введіть одноразовий код, надісланий вашим банком. Тестовий код:',
    code: 'Код підтвердження',
    confirm: 'Підтвердити',
    closed: 'Цей рахунок уже оплачено або він більше не дійсний.',
    back: 'Повернутися до Repetytor',
    invalidCard: 'Перевірте номер картки: потрібно 16 цифр.',
    notFound: 'Рахунок не знайдено.',
  },
  en: {
    title: 'Test payment',
    testMode: 'TEST MODE',
    banner: 'Repetytor test acquirer: no real money is charged.',
    amount: 'Amount due',
    purpose: 'Purpose',
    card: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    pay: 'Pay',
    hold: 'The amount is held on the card until the lesson is completed.',
    testCards: 'Test cards',
    success: 'payment succeeds',
    declined: 'declined by the bank',
    threeDs: 'asks for 3-D Secure',
    threeDsTitle: '3-D Secure check',
    threeDsText: 'Enter the one-time code your bank sent you. Test code:',
    code: 'Confirmation code',
    confirm: 'Confirm',
    closed: 'This invoice is already paid or no longer valid.',
    back: 'Back to Repetytor',
    invalidCard: 'Check the card number: it needs 16 digits.',
    notFound: 'Invoice not found.',
  },
} as const;

function escape(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function spaced(card: string) {
  return card.replace(/(\d{4})(?=\d)/g, '$1 ');
}

const STYLE = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f4f5f7;color:#1d2330}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.banner{background:#fff4d6;border:1px solid #e5c56a;border-radius:8px;padding:8px 12px;margin-bottom:16px;font-size:14px}
h1{font-size:22px;margin:0 0 12px}
.amount{font-size:28px;font-weight:700;margin:0}
label{display:block;margin-top:12px;font-weight:600;font-size:14px}
input{box-sizing:border-box;width:100%;padding:10px;border:1px solid #8a93a6;border-radius:8px;font-size:16px}
.row{display:flex;gap:12px}.row>div{flex:1}
button,.link{display:block;width:100%;margin-top:18px;padding:12px;border:0;border-radius:8px;background:#1f5eff;color:#fff;font-size:16px;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
button:focus-visible,input:focus-visible,.link:focus-visible{outline:3px solid #0b3bb3;outline-offset:2px}
.error{color:#a40e26;margin-top:12px}
.muted{color:#4a5265;font-size:14px}
ul{padding-left:18px;font-size:14px}
code{font-size:14px}
`;

function page(lang: Language, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function amountText(lang: Language, invoice: SandboxInvoice): string {
  return new Intl.NumberFormat(lang === 'uk' ? 'uk-UA' : 'en-GB', { style: 'currency', currency: 'UAH' }).format(
    invoice.amount / 100,
  );
}

/**
 * The card form, or the 3-D Secure step while it waits for a code. Server-rendered, no script;
 * `path` is the invoice's page, which the forms post back to.
 */
export function sandboxPayPage(lang: Language, invoice: SandboxInvoice, path: string, error?: string): string {
  const action = `${path}?lang=${lang}`;
  const w = WORDS[lang];
  const open = (invoice.status === 'created' || invoice.status === 'processing') && !invoice.pending_3ds;
  // Said on every step, so a payer on an installation that runs the sandbox in production knows.
  const head = `<div class="banner" role="note"><strong>${escape(w.testMode)}</strong>. ${escape(w.banner)}</div>`;
  if (invoice.pending_3ds) {
    return page(
      lang,
      w.threeDsTitle,
      `${head}<div class="card"><h1>${escape(w.threeDsTitle)}</h1><p>${escape(w.threeDsText)} <code>${SANDBOX_3DS_CODE}</code></p>
<form method="post" action="${escape(`${path}/3ds?lang=${lang}`)}"><label for="code">${escape(w.code)}</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required maxlength="12">
<button type="submit">${escape(w.confirm)}</button></form></div>`,
    );
  }
  if (!open) {
    return page(
      lang,
      w.title,
      `${head}<div class="card"><h1>${escape(w.title)}</h1><p>${escape(w.closed)}</p><a class="link" href="${escape(invoice.redirect_url)}">${escape(w.back)}</a></div>`,
    );
  }
  const cards: Array<[string, string]> = [
    [SANDBOX_CARDS.success, w.success],
    [SANDBOX_CARDS.declined, w.declined],
    [SANDBOX_CARDS.threeDs, w.threeDs],
  ];
  const list = cards.map(([card, label]) => `<li><code>${spaced(card)}</code> — ${escape(label)}</li>`).join('');
  return page(
    lang,
    w.title,
    `${head}<div class="card"><h1>${escape(w.title)}</h1>
<p class="muted">${escape(w.amount)}</p><p class="amount">${escape(amountText(lang, invoice))}</p>
<p class="muted">${escape(w.purpose)}: ${escape(invoice.destination)}</p>
${invoice.payment_type === 'hold' ? `<p class="muted">${escape(w.hold)}</p>` : ''}
<form method="post" action="${escape(action)}">
<label for="card">${escape(w.card)}</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required maxlength="23" placeholder="0000 0000 0000 0000">
<div class="row"><div><label for="expiry">${escape(w.expiry)}</label><input id="expiry" name="expiry" autocomplete="cc-exp" required maxlength="5" placeholder="12/30"></div>
<div><label for="cvc">${escape(w.cvc)}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required maxlength="4"></div></div>
${error ? `<p class="error" role="alert">${escape(w.invalidCard)}</p>` : ''}
<button type="submit">${escape(w.pay)}</button></form>
<h2 class="muted">${escape(w.testCards)}</h2><ul>${list}</ul></div>`,
  );
}

export function sandboxNotFoundPage(lang: Language): string {
  return page(lang, WORDS[lang].notFound, `<div class="card"><h1>${escape(WORDS[lang].notFound)}</h1></div>`);
}
