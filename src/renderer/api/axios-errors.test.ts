import axios, { AxiosError, CanceledError } from 'axios';
import { describe, expect, it } from 'vitest';
import { isAxiosError, isCanceledCall } from './axios-errors';
import { toApiError } from './api-error';

// The checks stand in for axios's own (which would load axios with every screen): they must
// agree with axios on the errors axios really throws.
describe('axios error checks', () => {
  const network = new AxiosError('Network Error', AxiosError.ERR_NETWORK, { url: '/users/v1/open/search' } as never);
  const canceled = new CanceledError(undefined, { url: '/users/v1/open/search' } as never);

  it('agree with axios.isAxiosError and axios.isCancel', () => {
    for (const error of [network, canceled, new Error('boom'), 'text', null, { isAxiosError: 'yes' }]) {
      expect(isAxiosError(error)).toBe(axios.isAxiosError(error));
      expect(isCanceledCall(error)).toBe(axios.isCancel(error));
    }
  });

  it('turn an aborted call into CANCELED and a call without an answer into NETWORK_ERROR', () => {
    expect(toApiError(canceled)).toMatchObject({ code: 'CANCELED', status: null, path: '/users/v1/open/search' });
    expect(toApiError(network)).toMatchObject({ code: 'NETWORK_ERROR', status: null, path: '/users/v1/open/search' });
  });
});
