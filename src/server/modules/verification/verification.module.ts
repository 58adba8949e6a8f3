import type { AccountsDeps } from '../auth/auth.module';
import { verificationAdminRoutes } from './verification-admin.routes';
import { registerVerificationHandlers } from './verification.events';
import { verificationRoutes } from './verification.routes';

/** Teacher verification (spec 4): the teacher's and the admin's routes, and what follows a change. */
export function createVerificationModule(deps: AccountsDeps) {
  registerVerificationHandlers(deps);
  return { routes: verificationRoutes, adminRoutes: verificationAdminRoutes };
}
