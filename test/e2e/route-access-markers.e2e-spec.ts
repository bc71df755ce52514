import { RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { API_PREFIX, buildOpenApiDocument } from '../../src/app/create-app.js';
import { PUBLIC_ROUTE, REQUIRED_ROLES, SIGNED_IN_ROUTE } from '../../src/shared/auth/access.decorators.js';
import { ROLES } from '../../src/shared/domain/roles.js';
import { startTestApp } from '../support/test-app.js';

/** One route as Nest registered it, with the access markers of its handler and of its controller. */
interface Route {
  route: string;
  controller: string;
  handler: { public?: boolean; roles?: unknown; signedIn?: boolean };
  controllerLevel: { public?: boolean; roles?: unknown; signedIn?: boolean };
}

const joinPath = (...parts: string[]): string =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter((part) => part !== '')
    .join('/')}`;

const markersOf = (target: object) => ({
  public: Reflect.getMetadata(PUBLIC_ROUTE, target) as boolean | undefined,
  roles: Reflect.getMetadata(REQUIRED_ROLES, target) as unknown,
  signedIn: Reflect.getMetadata(SIGNED_IN_ROUTE, target) as boolean | undefined,
});

/** Every route of every controller the running application registered, from Nest's own metadata. */
function routesOf(app: NestExpressApplication): Route[] {
  const controllers = new Set<Type>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      if (typeof wrapper.metatype === 'function') controllers.add(wrapper.metatype as Type);
    }
  }
  const routes: Route[] = [];
  for (const controller of controllers) {
    const prefixes = [Reflect.getMetadata(PATH_METADATA, controller) as string | string[] | undefined]
      .flat()
      .map((prefix) => prefix ?? '');
    const seen = new Set<string>();
    for (let proto = controller.prototype as object; proto !== Object.prototype;) {
      for (const name of Object.getOwnPropertyNames(proto)) {
        if (name === 'constructor' || seen.has(name)) continue;
        seen.add(name);
        const handler = (proto as Record<string, unknown>)[name];
        if (typeof handler !== 'function') continue;
        const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (paths === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        for (const prefix of prefixes) {
          for (const path of [paths].flat()) {
            routes.push({
              route: `${method} ${joinPath(API_PREFIX, prefix, path)}`,
              controller: `${controller.name}.${name}`,
              handler: markersOf(handler),
              controllerLevel: markersOf(controller),
            });
          }
        }
      }
      proto = Object.getPrototypeOf(proto) as object;
    }
  }
  return routes.sort((a, b) => a.route.localeCompare(b.route));
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
