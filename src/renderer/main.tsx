import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installGlobalErrorReporting } from './api';
import { App } from './app/App';
import { scheduleServiceWorkerCleanup } from './app/service-worker-cleanup';
import { createI18n } from './i18n';
import './styles/tokens.css';
import './styles/base.css';

// Spec 7: uncaught errors and unhandled rejections are posted to the exception endpoint.
installGlobalErrorReporting();

// Awaited before the first render, so it is already in the stored language and <html lang> is
// set (index.html says uk; English loads as one small chunk when it is the stored choice).
const i18n = await createI18n();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App i18n={i18n} />
  </StrictMode>,
);

scheduleServiceWorkerCleanup();
