import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import type { ApiTransport } from '../../shared/ssr/page-render';

/**
 * An axios adapter that hands each request to the server's in-process transport instead of the
 * network, so a server render calls the API through the same client, headers and query factories
 * as the browser, and through every check the API applies to any other caller.
 */
export function transportAdapter(transport: ApiTransport): AxiosAdapter {
  return async (config) => {
    // getUri serialises params exactly as axios would for the network.
    const url = new URL(axios.getUri(config), 'http://server-render.invalid');
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
      if (typeof value === 'string') headers[name.toLowerCase()] = value;
    }
    const answer = await transport({
      method: (config.method ?? 'get').toUpperCase(),
      url: `${url.pathname}${url.search}`,
      headers,
    });
    const isJson = String(answer.headers['content-type'] ?? '').includes('json');
    const response: AxiosResponse = {
      data: isJson && answer.body ? JSON.parse(answer.body) : answer.body,
      status: answer.status,
      statusText: '',
      headers: AxiosHeaders.from(answer.headers as Record<string, string | string[]>),
      config,
      request: null,
    };
    const valid = config.validateStatus ? config.validateStatus(answer.status) : answer.status < 300;
    if (valid) return response;
    throw new AxiosError(
      `Request failed with status code ${answer.status}`,
      answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      null,
      response,
    );
  };
}
