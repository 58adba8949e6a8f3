/// <reference types="electron-vite/node" />

interface ImportMetaEnv {
  /**
   * The API origin the renderer is built against (read from .env by Vite); main adds it to the
   * CSP's connect-src when REPETYTOR_API_URL is not set at run time.
   */
  readonly VITE_API_URL?: string;
}
