import enErrors from '../../shared/i18n/en/errors.json';
import app from './locales/en/app.json';
import home from './locales/en/home.json';
import ui from './locales/en/ui.json';
import type { BundledNamespace } from './namespaces';

/*
 * The English shell namespaces as one lazy chunk: Ukrainian is the default and ships in
 * the first page, English arrives in a single request when stored or chosen, which keeps about
 * 4 KB gzipped off the home route for everyone on the default language.
 */
export const englishShell: Record<BundledNamespace, object> = { app, home, ui, errors: enErrors };
