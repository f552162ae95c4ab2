import { applyDecorators, Delete, HttpCode, HttpStatus, Patch, Post, type Type } from '@nestjs/common';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ErrorDto } from './error-responses.dto';

// Listed in the order TypeScript applies stacked decorators (bottom first), so the document is the one they made.

/** POST `path` (…/:id/publish or …/:id/unpublish): 200 with the item, or 404. */
export function PublicationRoute(path: string, summary: string, item: Type): MethodDecorator {
  return applyDecorators(
    ApiNotFoundResponse({ type: ErrorDto }),
    ApiOkResponse({ type: item }),
    ApiOperation({ summary }),
    HttpCode(HttpStatus.OK),
    Post(path),
  );
}

/** PATCH :id/position: 200 with the whole list in its new order, or 404. */
export function MoveRoute(summary: string, list: Type): MethodDecorator {
  return applyDecorators(
    ApiNotFoundResponse({ type: ErrorDto }),
    ApiOkResponse({ type: list }),
    ApiOperation({ summary }),
    Patch(':id/position'),
  );
}

/** DELETE `path`: 204, or 404 (and what else `more` documents). */
export function DeleteRoute(path: string, summary: string, ...more: MethodDecorator[]): MethodDecorator {
  return applyDecorators(
    ...more,
    ApiNotFoundResponse({ type: ErrorDto }),
    ApiNoContentResponse(),
    ApiOperation({ summary }),
    HttpCode(HttpStatus.NO_CONTENT),
    Delete(path),
  );
}
