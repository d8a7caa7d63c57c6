import type { FastifyInstance } from 'fastify';
import { applicantProfile, noProfile } from '../applicants/profile';
import { findApplicantOf, userView } from '../auth/users';
import { profileSchema } from '../http/schemas';
import { signedIn } from '../plugins/auth';

export async function profileRoutes(app: FastifyInstance) {
  app.get(
    '/api/profile',
    { onRequest: app.requireUser, schema: { response: { 200: profileSchema } } },
    async (request) => {
      const { user } = signedIn(request);
      const applicant = await findApplicantOf(app.db, user.id);
      return {
        ...(applicant ? applicantProfile(applicant) : noProfile()),
        user: userView(user, applicant),
      };
    },
  );
}
