import type { AccountsDeps } from '../auth/auth.module';
import type { ProfileFacade } from '../profile/profile.module';
import { verificationAdminRoutes } from './verification-admin.routes';
import { registerVerificationHandlers } from './verification.events';
import { verificationRoutes } from './verification.routes';
import { createVerificationService } from './verification.service';

/**
 * Teacher verification: the teacher's and the admin's routes, and what follows a change.
 * A profile's completeness and the admin's view of it are read through the profile facade.
 */
export function createVerificationModule(deps: AccountsDeps, options: { profiles: ProfileFacade }) {
  registerVerificationHandlers(deps);
  const verification = createVerificationService({ ...deps, profiles: options.profiles });
  return {
    routes: verificationRoutes,
    routeOptions: { verification },
    adminRoutes: verificationAdminRoutes,
    adminRouteOptions: { verification, profiles: options.profiles },
  };
}
