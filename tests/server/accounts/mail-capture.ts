import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One received email, decoded enough to read what a person would read. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

function decodeQuotedPrintable(body: string): Buffer {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes);
}

function decodeBody(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body).toString('utf8');
  return body;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) in a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

function splitHead(raw: string): [string, string] {
  const at = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, at).replace(/\r?\n[ \t]+/g, ' ');
  return [head, raw.slice(at).replace(/^\r?\n\r?\n/, '')];
}

/** Just enough MIME for nodemailer's text + html messages. */
export function parseMail(raw: string, to: string[]): ReceivedMail {
  const [head, body] = splitHead(raw);
  const subject = decodeHeader(/^subject:\s*(.*)$/im.exec(head)?.[1] ?? '');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  let text = '';
  let html = '';
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const part of parts) {
    const [partHead, partBody] = splitHead(part.replace(/^\r?\n/, ''));
    const decoded = decodeBody(partHead, partBody.trimEnd());
    if (/content-type:\s*text\/html/i.test(partHead)) html = decoded;
    else if (/content-type:\s*text\/plain/i.test(partHead)) text = decoded;
  }
  return { to, subject, text, html };
}

/**
 * An in-process SMTP server that nodemailer delivers to, so tests read the real email a user
 * would get, as a real SMTP server receives it.
 */
export async function startMailCapture() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(
          parseMail(
            Buffer.concat(chunks).toString('utf8'),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The newest mail to an address. */
    lastTo(address: string): ReceivedMail {
      const mail = received.filter((m) => m.to.includes(address)).at(-1);
      if (!mail) throw new Error(`no mail to ${address}`);
      return mail;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code on its own line of the text part (see mail-templates.ts). */
export function codeIn(mail: ReceivedMail): string {
  const code = /^(\d{6})$/m.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in: ${mail.text}`);
  return code;
}
