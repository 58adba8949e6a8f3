import type { AppContext } from '../../app-context';
import type { NotificationsFacade } from '../notifications/notifications.module';
import type { ProfileFacade } from '../profile/profile.module';
import { verificationAdminRoutes } from './verification-admin.routes';
import { registerVerificationHandlers } from './verification.events';
import { verificationRoutes } from './verification.routes';
import { createVerificationService } from './verification.service';

/**
 * Teacher verification: the teacher's and the admin's routes, and what follows a change.
 * A profile's completeness and the admin's view of it are read through the profile facade.
 */
export function createVerificationModule(
  ctx: Pick<AppContext, 'db' | 'now' | 'events' | 'mail'>,
  deps: { profiles: ProfileFacade; notifications: NotificationsFacade },
) {
  registerVerificationHandlers({ ...ctx, notifications: deps.notifications });
  const verification = createVerificationService({ ...ctx, profiles: deps.profiles });
  return {
    routes: verificationRoutes,
    routeOptions: { verification },
    adminRoutes: verificationAdminRoutes,
    adminRouteOptions: { verification, profiles: deps.profiles },
  };
}
