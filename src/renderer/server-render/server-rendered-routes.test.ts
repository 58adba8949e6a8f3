import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_RENDERED_ROUTES, SHELL_PART_MODULES } from './server-rendered-routes';

/*
 * The server finds a rendered page's CSS and chunks in the build's manifest by these source
 * paths, and links nothing for a path it does not find. A module that moved would leave its
 * pages without their CSS (the footer as a bulleted list, say) with no error anywhere.
 */
const root = path.resolve(import.meta.dirname, '../../..');

describe('the modules server-rendered pages link', () => {
  it('name source files that exist', () => {
    const modules = [...SERVER_RENDERED_ROUTES.map((route) => route.module), ...SHELL_PART_MODULES];
    expect(modules.filter((module) => !existsSync(path.join(root, module)))).toEqual([]);
  });
});
