import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateSigningKeyPair, signBody } from '../../../src/server/modules/payments/invoice-signature';

/**
 * A local stand-in for monobank acquiring that speaks its documented protocol
 * (https://api.monobank.ua/docs/acquiring.html): X-Token on every call, invoices in kopiykas,
 * status words created/processing/hold/success/failure/reversed/expired, /pubkey answering the
 * base64 of a PEM public key, and webhook bodies signed (ECDSA P-256, SHA-256, base64 DER) with
 * its private key. It records every request so tests can check their shapes.
 */
export interface StandInInvoice {
  invoiceId: string;
  status: string;
  amount: number;
  ccy: number;
  finalAmount: number;
  paymentType: string;
  reference: string;
  destination: string;
  createdDate: string;
  modifiedDate: string;
  webHookUrl: string;
  redirectUrl: string;
  failureReason?: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  token: string | undefined;
  body: unknown;
}

export async function startMonobankStandIn(token = 'test-x-token') {
  let keys = generateSigningKeyPair();
  const invoices = new Map<string, StandInInvoice>();
  const requests: RecordedRequest[] = [];
  let clock = Date.parse('2026-01-01T00:00:00Z');
  let seq = 0;
  const tick = () => new Date((clock += 1000)).toISOString();

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk) => (data += chunk));
      req.on('end', () => resolve(data));
    });

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const raw = await readBody(req);
    const body = raw ? JSON.parse(raw) : null;
    const xToken = req.headers['x-token'] as string | undefined;
    requests.push({ method: req.method ?? '', path: url.pathname, token: xToken, body });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (xToken !== token) return send(403, { errCode: 'FORBIDDEN', errText: 'forbidden' });
    if (req.method === 'GET' && url.pathname === '/api/merchant/pubkey')
      return send(200, { key: Buffer.from(keys.publicKeyPem).toString('base64') });
    if (req.method === 'POST' && url.pathname === '/api/merchant/invoice/create') {
      if (typeof body?.amount !== 'number' || body.amount <= 0)
        return send(400, { errCode: 'BAD_REQUEST', errText: 'amount is required' });
      const invoiceId = `p2_${++seq}`;
      const at = tick();
      invoices.set(invoiceId, {
        invoiceId,
        status: 'created',
        amount: body.amount,
        ccy: body.ccy ?? 980,
        finalAmount: 0,
        paymentType: body.paymentType ?? 'debit',
        reference: body.merchantPaymInfo?.reference ?? '',
        destination: body.merchantPaymInfo?.destination ?? '',
        createdDate: at,
        modifiedDate: at,
        webHookUrl: body.webHookUrl,
        redirectUrl: body.redirectUrl,
      });
      return send(200, { invoiceId, pageUrl: `https://pay.mbnk.biz/${invoiceId}` });
    }
    if (req.method === 'GET' && url.pathname === '/api/merchant/invoice/status') {
      const invoice = invoices.get(url.searchParams.get('invoiceId') ?? '');
      if (!invoice) return send(400, { errCode: 'NOT_FOUND', errText: 'invoice not found' });
      return send(200, wire(invoice));
    }
    if (req.method === 'POST' && url.pathname === '/api/merchant/invoice/finalize') {
      const invoice = invoices.get(body?.invoiceId);
      if (!invoice || invoice.status !== 'hold') return send(400, { errCode: 'BAD_STATE', errText: 'not on hold' });
      Object.assign(invoice, { status: 'success', finalAmount: body.amount ?? invoice.amount, modifiedDate: tick() });
      return send(200, { status: 'success' });
    }
    if (req.method === 'POST' && url.pathname === '/api/merchant/invoice/cancel') {
      const invoice = invoices.get(body?.invoiceId);
      if (!invoice || !['hold', 'success'].includes(invoice.status))
        return send(400, { errCode: 'BAD_STATE', errText: 'nothing to cancel' });
      Object.assign(invoice, { status: 'reversed', finalAmount: 0, modifiedDate: tick() });
      const at = invoice.modifiedDate;
      return send(200, { status: 'success', createdDate: at, modifiedDate: at });
    }
    return send(404, { errCode: 'NOT_FOUND', errText: 'no such method' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function wire(invoice: StandInInvoice) {
    return {
      invoiceId: invoice.invoiceId,
      status: invoice.status,
      amount: invoice.amount,
      ccy: invoice.ccy,
      finalAmount: invoice.finalAmount,
      createdDate: invoice.createdDate,
      modifiedDate: invoice.modifiedDate,
      reference: invoice.reference,
      destination: invoice.destination,
      ...(invoice.failureReason ? { failureReason: invoice.failureReason } : {}),
    };
  }

  return {
    apiUrl,
    token,
    requests,
    invoices,
    /** The payer paid (or was declined): the invoice moves on, its modifiedDate with it. */
    move(invoiceId: string, status: string, extra: Partial<StandInInvoice> = {}) {
      const invoice = invoices.get(invoiceId)!;
      Object.assign(invoice, { status, modifiedDate: tick(), ...extra });
      if (status === 'success' || status === 'hold') invoice.finalAmount = invoice.amount;
      return wire(invoice);
    },
    /** A webhook as monobank sends it: the exact body bytes and their X-Sign. */
    webhook(invoiceId: string, body = wire(invoices.get(invoiceId)!)) {
      const raw = JSON.stringify(body, null, 2);
      return { raw, sign: signBody(keys.privateKeyPem, raw) };
    },
    /** A new merchant key (monobank rotates it); the old one signs nothing any more. */
    rotateKey() {
      keys = generateSigningKeyPair();
    },
    /** A signature by some other key: a forgery. */
    forge(raw: string) {
      return signBody(generateSigningKeyPair().privateKeyPem, raw);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type MonobankStandIn = Awaited<ReturnType<typeof startMonobankStandIn>>;
