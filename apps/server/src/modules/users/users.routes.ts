import { userEndpoints as api } from '@atrium/contracts/users';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/routes/route';
import { getUserForActor } from './users.service';

export async function userRoutes(app: FastifyInstance) {
  const { config } = app.deps;
  route(app, api.get, ({ db, actor, params }) =>
    getUserForActor({ db, actor, id: params.id, superAdminEmail: config.SUPER_ADMIN_EMAIL }),
  );
}
