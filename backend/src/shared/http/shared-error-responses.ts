import { getSchemaPath, type OpenAPIObject, type OperationObject, type PathItemObject } from '@nestjs/swagger';
import { ErrorDto, ValidationErrorDto } from './error-responses.dto';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
/** Methods whose body the server reads (JSON, 16 KB at most), whether or not the operation wants one. */
const BODY_METHODS = new Set<string>(['post', 'put', 'patch', 'delete']);

const json = (type: typeof ErrorDto | typeof ValidationErrorDto) => ({ 'application/json': { schema: { $ref: getSchemaPath(type) } } });

/** Answers any operation can give for reasons outside its own code: documented once here, so no route forgets them. */
const SHARED = {
  400: {
    description:
      'A path parameter, query value or body field is not valid, or the body is not JSON (fieldErrors names each; _body the body).',
    content: json(ValidationErrorDto),
  },
  413: { description: 'The body is larger than 16 KB.', content: json(ErrorDto) },
  414: { description: 'A path segment is longer than 100 characters.', content: json(ErrorDto) },
  415: { description: 'The body is not JSON (Content-Type: application/json).', content: json(ErrorDto) },
};

/** The 405 every path gives to a method it does not declare (shared/http/method-not-allowed.ts). */
const METHOD_NOT_ALLOWED = {
  description: 'Any path of this document answers a method it does not list (TRACE, QUERY, a POST to a read) with 405.',
  headers: { Allow: { description: 'The methods the path accepts, e.g. "GET, HEAD".', schema: { type: 'string' } } },
  content: json(ErrorDto),
};

function sharedResponsesOf(path: string, method: string, operation: OperationObject): (keyof typeof SHARED)[] {
  const takesInput = (operation.parameters ?? []).length > 0 || operation.requestBody !== undefined || BODY_METHODS.has(method);
  return [
    ...(takesInput ? [400 as const] : []),
    ...(BODY_METHODS.has(method) ? [413 as const, 415 as const] : []),
    ...(path.includes('{') ? [414 as const] : []),
  ];
}

/** Adds the shared error answers to every operation (an operation's own description of one wins) and the 405. */
export function withSharedErrorResponses(document: OpenAPIObject): OpenAPIObject {
  const paths = Object.fromEntries(
    Object.entries(document.paths).map(([path, item]): [string, PathItemObject] => {
      const withShared: PathItemObject = { ...item };
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        const shared = Object.fromEntries(sharedResponsesOf(path, method, operation).map((status) => [status, SHARED[status]]));
        withShared[method] = { ...operation, responses: { ...shared, ...operation.responses } };
      }
      return [path, withShared];
    }),
  );
  return {
    ...document,
    paths,
    components: { ...document.components, responses: { ...document.components?.responses, MethodNotAllowed: METHOD_NOT_ALLOWED } },
  };
}
