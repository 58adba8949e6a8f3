import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { reportException } from '../../api';
import { ErrorPage } from './ErrorPage';

/*
 * The router's errorElement. React Router catches render crashes, failed lazy chunks
 * (ChunkLoadError from lazyWithTimeout) and loader errors alike and renders this in place of
 * the route: a crash while rendering shows the something-wrong page, and the error is
 * posted to the exception endpoint.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!notFound) void reportException(error);
  }, [error, notFound]);

  return <ErrorPage variant={notFound ? 'NOT_FOUND' : 'SOMETHING_WRONG'} />;
}
