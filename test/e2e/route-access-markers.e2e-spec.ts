import type { NestExpressApplication } from '@nestjs/platform-express';
import { API_PREFIX, buildOpenApiDocument } from '../../src/app/create-app.js';
import { PUBLIC_ROUTE, REQUIRED_ROLES, SIGNED_IN_ROUTE } from '../../src/shared/auth/access.decorators.js';
import { ROLES } from '../../src/shared/domain/roles.js';
import { registeredRoutes } from '../support/route-access.js';
import { startTestApp } from '../support/test-app.js';

/** One route as Nest registered it, with the access markers of its handler and of its controller. */
interface Route {
  route: string;
  controller: string;
  handler: { public?: boolean; roles?: unknown; signedIn?: boolean };
  controllerLevel: { public?: boolean; roles?: unknown; signedIn?: boolean };
}

const markersOf = (target: object) => ({
  public: Reflect.getMetadata(PUBLIC_ROUTE, target) as boolean | undefined,
  roles: Reflect.getMetadata(REQUIRED_ROLES, target) as unknown,
  signedIn: Reflect.getMetadata(SIGNED_IN_ROUTE, target) as boolean | undefined,
});

/** Every route of every controller the running application registered, with its access markers. */
function routesOf(app: NestExpressApplication): Route[] {
  return registeredRoutes(app, API_PREFIX)
    .map(({ method, path, controller, handlerName, handler }) => ({
      route: `${method} ${path}`,
      controller: `${controller.name}.${handlerName}`,
      handler: markersOf(handler),
      controllerLevel: markersOf(controller),
    }))
    .sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * Every route must say who may call it: @Public(), @Roles(...) or @SignedIn() (every signed-in role), on the
 * handler or on its controller. A route without any of them fails here, whoever adds it.
 */
describe('Route access markers (from Nest metadata)', () => {
  let app: NestExpressApplication;
  let routes: Route[];

  beforeAll(async () => {
    app = await startTestApp();
    routes = routesOf(app);
  });

  afterAll(async () => {
    await app.close();
  });

  it('finds every operation the OpenAPI document lists (the walk over the metadata misses none)', () => {
    const document = buildOpenApiDocument(app);
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      (['get', 'post', 'put', 'patch', 'delete'] as const)
        .filter((method) => item[method])
        .map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const listed = new Set(routes.map((route) => route.route));
    expect(operations.filter((operation) => !listed.has(operation))).toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(100);
  });

  it('gives every route @Public, @Roles or @SignedIn (on the handler or its controller)', () => {
    const unmarked = routes
      .filter(({ handler, controllerLevel }) => {
        const isPublic = handler.public ?? controllerLevel.public;
        const roles = handler.roles ?? controllerLevel.roles;
        const signedIn = handler.signedIn ?? controllerLevel.signedIn;
        return !isPublic && roles === undefined && !signedIn;
      })
      .map(({ route, controller }) => `${route} (${controller})`);
    expect(unmarked).toEqual([]);
    const count = (marker: 'public' | 'roles' | 'signedIn') =>
      routes.filter(({ handler, controllerLevel }) => {
        if (handler.public ?? controllerLevel.public) return marker === 'public';
        if ((handler.roles ?? controllerLevel.roles) !== undefined) return marker === 'roles';
        return marker === 'signedIn';
      }).length;
    console.info(
      `${routes.length} routes: ${count('public')} @Public, ${count('roles')} @Roles, ${count('signedIn')} @SignedIn`,
    );
  });

  it('never lets a controller-level @Public open a handler that names roles or @SignedIn', () => {
    // The guard reads @Public first, from the handler or else the controller: a public controller would
    // silently override its handlers' roles.
    const contradictory = routes
      .filter(
        ({ handler, controllerLevel }) =>
          (controllerLevel.public || handler.public) &&
          (handler.roles !== undefined || handler.signedIn === true),
      )
      .map(({ route, controller }) => `${route} (${controller})`);
    expect(contradictory).toEqual([]);
  });

  it('names only known roles, at least one, in every @Roles', () => {
    const wrong = routes
      .filter(({ handler, controllerLevel }) => {
        const roles = handler.roles ?? controllerLevel.roles;
        if (roles === undefined) return false;
        return (
          !Array.isArray(roles) ||
          roles.length === 0 ||
          roles.some((role) => !(ROLES as readonly unknown[]).includes(role))
        );
      })
      .map(({ route }) => route);
    expect(wrong).toEqual([]);
  });
});
