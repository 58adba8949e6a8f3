#!/usr/bin/env node
// `npm run dev`: the API with reload on change (port 8080) and Vite's dev server for the web
// client with hot reload (port 5173, proxying /users and /open to the API).
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? '8080' },
  }),
  spawn('npx', ['vite', '--config', 'web/vite.config.ts'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_API_PROXY: `http://localhost:${process.env.PORT ?? '8080'}` },
  }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
