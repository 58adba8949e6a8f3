import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/*
 * The packaged desktop app cannot be turned into a general-purpose Node runtime
 * (a known way to run code as the signed app) and loads only its own, integrity-checked archive.
 * electron-builder flips these fuses in the Electron binary when it packages the app.
 */
const root = path.resolve(import.meta.dirname, '../..');
const builder = parse(readFileSync(path.join(root, 'electron-builder.yml'), 'utf8')) as Record<string, unknown>;
const schema = JSON.parse(readFileSync(path.join(root, 'node_modules/app-builder-lib/scheme.json'), 'utf8')) as {
  definitions: { FuseOptionsV1: { properties: Record<string, unknown> } };
};

describe('electron-builder.yml fuses', () => {
  const fuses = builder.electronFuses as Record<string, unknown> | undefined;

  it('turns off every way to run the binary as Node or attach a debugger', () => {
    expect(fuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
    });
  });

  it('encrypts cookies and loads the app only from its integrity-checked ASAR archive', () => {
    expect(builder.asar).toBe(true);
    expect(fuses).toMatchObject({
      enableCookieEncryption: true,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('names only fuses electron-builder knows (a misspelt one would be ignored silently)', () => {
    const known = Object.keys(schema.definitions.FuseOptionsV1.properties);
    expect(Object.keys(fuses ?? {}).filter((name) => !known.includes(name))).toEqual([]);
  });
});
