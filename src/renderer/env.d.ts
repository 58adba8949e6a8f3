/// <reference types="vite/client" />

/*
 * Vite's client types: `import.meta.env`, `import.meta.glob` (i18n/resources.ts) and CSS side-effect
 * imports. The renderer reads no custom build-time variables: the web build talks to the origin
 * that served it.
 */
