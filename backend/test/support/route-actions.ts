import type { StaffAction } from '@costa-sol/common';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { STAFF_ACTION_METADATA } from '../../src/modules/auth/infrastructure/staff-role.guard';

function joined(...parts: string[]): string {
  const path = parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .map((segment) => segment.replace(/^:(.+)$/, '{$1}'))
    .join('/');
  return `/${path}`;
}

/** Each route's role-table action, as its decorators set it (the route's own, else its controller's), by "method /path". */
export function routeActions(app: NestFastifyApplication, prefix: string): Map<string, StaffAction> {
  const actions = new Map<string, StaffAction>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (typeof metatype !== 'function') continue;
      const controllerPath: unknown = Reflect.getMetadata(PATH_METADATA, metatype);
      const prototype: object = metatype.prototype;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler: unknown = Reflect.get(prototype, name);
        if (typeof handler !== 'function') continue;
        const method: unknown = Reflect.getMetadata(METHOD_METADATA, handler);
        const path: unknown = Reflect.getMetadata(PATH_METADATA, handler);
        if (typeof method !== 'number' || typeof path !== 'string') continue;
        const action: StaffAction | undefined =
          Reflect.getMetadata(STAFF_ACTION_METADATA, handler) ?? Reflect.getMetadata(STAFF_ACTION_METADATA, metatype);
        if (!action) continue;
        const key = `${RequestMethod[method].toLowerCase()} ${joined(prefix, typeof controllerPath === 'string' ? controllerPath : '', path)}`;
        actions.set(key, action);
      }
    }
  }
  return actions;
}
