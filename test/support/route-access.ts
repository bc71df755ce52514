import { RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';
import { PUBLIC_ROUTE, REQUIRED_ROLES } from '../../src/shared/auth/access.decorators.js';
import { ROLES, type Role } from '../../src/shared/domain/roles.js';

/** Who the guard lets through a route: anyone, or these signed-in roles. */
export interface RouteAccess {
  public: boolean;
  roles: readonly Role[];
}

const joinPath = (...parts: string[]): string =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter((part) => part !== '')
    .join('/')}`;

/** One route the running application registered: method, full path, and its handler and controller. */
export interface RegisteredRoute {
  method: string;
  /** '/api/watchlists/:id/upload' */
  path: string;
  controller: Type;
  handlerName: string;
  handler: object;
}

/** Every route of every controller the running application registered, from Nest's own metadata. */
export function registeredRoutes(app: INestApplication, apiPrefix = 'api'): RegisteredRoute[] {
  const controllers = new Set<Type>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      if (typeof wrapper.metatype === 'function') controllers.add(wrapper.metatype as Type);
    }
  }
  const routes: RegisteredRoute[] = [];
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
              method,
              path: joinPath(apiPrefix, prefix, path),
              controller,
              handlerName: name,
              handler,
            });
          }
        }
      }
      proto = Object.getPrototypeOf(proto) as object;
    }
  }
  return routes;
}

/**
 * The access markers of every route the running application registered, keyed as the OpenAPI document
 * names operations ('POST /api/watchlists/{id}/upload'), read from Nest's metadata as the guard reads them
 * (handler first, then controller).
 */
export function routeAccess(app: INestApplication, apiPrefix = 'api'): Map<string, RouteAccess> {
  const access = new Map<string, RouteAccess>();
  for (const { method, path, controller, handler } of registeredRoutes(app, apiPrefix)) {
    const isPublic = Boolean(
      (Reflect.getMetadata(PUBLIC_ROUTE, handler) as boolean | undefined) ??
      (Reflect.getMetadata(PUBLIC_ROUTE, controller) as boolean | undefined),
    );
    const roles =
      (Reflect.getMetadata(REQUIRED_ROLES, handler) as Role[] | undefined) ??
      (Reflect.getMetadata(REQUIRED_ROLES, controller) as Role[] | undefined) ??
      ROLES;
    access.set(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`, { public: isPublic, roles });
  }
  return access;
}
