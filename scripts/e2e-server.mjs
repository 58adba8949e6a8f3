#!/usr/bin/env node
// The server Playwright tests against: the real API (src/server/main.ts) on E2E_PORT (default
// 8181) with a fresh, throw-away database, serving the production web build from dist/web.
// `npm test` builds the web client before E2E; run alone, this builds it when it is missing.
//
// Mail and SMS the tests read: an in-process SMTP server (smtp-server, on
// E2E_SMTP_PORT, default E2E_PORT + 1000) receives the real mail the API sends over SMTP_URL,
// and writes each message to E2E_MAIL_DIR (default <tmp>/repetytor-e2e-mail-<E2E_PORT>) as
// JSON; tests/e2e/fixtures/mailbox.ts reads that folder. The SMS provider is the outbox, which
// logs each SMS at info level: those log lines are written to the same folder.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.E2E_PORT ?? '8181';
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? Number(port) + 1000);
const mailDir = process.env.E2E_MAIL_DIR ?? path.join(os.tmpdir(), `repetytor-e2e-mail-${port}`);
// The build to serve: playwright.config.ts resolves E2E_WEB_DIST to an absolute path.
const distDir = path.resolve(root, process.env.E2E_WEB_DIST || 'dist/web');

if (!existsSync(path.join(distDir, 'index.html'))) {
  console.log('e2e-server: dist/web is missing, building the web client…');
  const build = spawnSync(process.execPath, ['scripts/build-web.mjs', '--out-dir', distDir, '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'repetytor-e2e-'));
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });

let sequence = 0;
/** One received message per file: `<time>-<n>.json` with channel, recipients, subject and text. */
function keep(message) {
  sequence += 1;
  const file = path.join(mailDir, `${Date.now()}-${String(sequence).padStart(5, '0')}.json`);
  writeFileSync(file, JSON.stringify({ receivedAt: new Date().toISOString(), ...message }));
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= / Q) in a header, as nodemailer writes them. */
function decodeWords(value) {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*/g, (_, charset, encoding, text) => {
    const bytes =
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : Buffer.from(
            text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          );
    return new TextDecoder(charset).decode(bytes);
  });
}

/** The text of a simple nodemailer message: headers, then a text/plain part (QP or base64). */
function parseMail(raw) {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeWords(/^subject:\s*(.*)$/im.exec(headers)?.[1] ?? '');
  let body = rest.join('\n\n');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  let partHeaders = headers;
  if (boundary) {
    const part = body.split(`--${boundary}`).find((chunk) => /content-type:\s*text\/plain/i.test(chunk)) ?? '';
    const [ph = '', ...pb] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    partHeaders = ph;
    body = pb.join('\n\n');
  }
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(partHeaders)?.[1]?.toLowerCase();
  let text = body;
  if (encoding === 'base64') text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex) => String.fromCharCode(parseInt(hex, 16)));
    text = Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return { subject, text: text.replace(/\r\n/g, '\n').trim() };
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      keep({ channel: 'EMAIL', to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), ...parseMail(raw) });
      callback();
    });
  },
});
await new Promise((resolve, reject) => {
  smtp.once('error', reject);
  smtp.listen(smtpPort, '127.0.0.1', resolve);
});

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    // info, so the outbox SMS lines reach us; only warnings and worse are printed below.
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: distDir,
    PUBLIC_URL: `http://localhost:${port}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Repetytor <no-reply@repetytor.test>',
    // Test seams (src/server/testing): e.g. a lesson moved to the hour that is joinable now.
    E2E_FIXTURES: '1',
    // Pages read without JavaScript need the server's render: on a crowded machine a page's data
    // may take longer than the 2 s after which a visitor's browser renders it instead.
    SSR_DATA_WAIT_MS: '60000',
    // The browsers meet over loopback: no STUN server. A public one (the default) needs DNS, and
    // where DNS does not answer, Chromium can go on gathering without ever offering a candidate.
    STUN_URLS: '',
  },
});

// E2E_SERVER_LOG=file keeps every line the server logs, for a failure that needs the whole story.
const serverLog = process.env.E2E_SERVER_LOG ? createWriteStream(process.env.E2E_SERVER_LOG) : null;
readline.createInterface({ input: server.stdout }).on('line', (line) => {
  serverLog?.write(`${line}\n`);
  let entry = null;
  try {
    entry = JSON.parse(line);
  } catch {
    console.log(line);
    return;
  }
  if (typeof entry?.to === 'string' && typeof entry?.text === 'string' && /SMS/.test(entry.msg ?? '')) {
    keep({ channel: 'SMS', to: [entry.to], subject: null, text: entry.text });
  } else if ((entry?.level ?? 0) >= 40) {
    console.log(line);
  }
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  smtp.close();
  cleanUp();
  rmSync(mailDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 0 : 1));
});
