import fc from 'fast-check';
import type { DocumentedOperation } from './openapi-document';
import { type CaseContext, type ContractCase, partsArbitrary, rawRequest, seedOf, target } from './contract-request';

/** Requests a well-behaved client could send, generated from the operation's schemas. */
export function validCases(context: CaseContext, operation: DocumentedOperation, numRuns: number): ContractCase[] {
  // Half close to the document's examples, to get past rules no schema states (as many lines in each language);
  // half generated, to try the rest of what the schemas allow.
  const seed = seedOf(`${operation.method} ${operation.path}`);
  const fromExamples = Math.ceil(numRuns / 2);
  const samples = [
    ...fc.sample(partsArbitrary(context, operation, true), { seed, numRuns: fromExamples }),
    ...fc.sample(partsArbitrary(context, operation), { seed: seed + 1, numRuns: numRuns - fromExamples }),
  ];
  return samples.map((parts, index) => ({
    kind: 'valid',
    operation,
    path: operation.path,
    request: rawRequest(context, operation, parts, index),
    invalid: false,
  }));
}

const PROBED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'TRACE', 'QUERY'];

/** Methods that a documented path does not declare (TRACE, QUERY and the usual ones): each must answer 405. */
export function undeclaredMethodCases(context: CaseContext, path: string, declared: DocumentedOperation[]): ContractCase[] {
  const declaredMethods = new Set(declared.map((d) => d.method.toUpperCase()));
  if (declaredMethods.has('GET')) declaredMethods.add('HEAD');
  const [parts] = fc.sample(partsArbitrary(context, declared[0]), { seed: seedOf(`methods ${path}`), numRuns: 1 });
  const headers: Record<string, string> = declared.some((d) => d.secured) ? { authorization: context.authorization } : {};
  return PROBED_METHODS.filter((method) => !declaredMethods.has(method)).map((method) => ({
    kind: `undeclared ${method}`,
    path,
    request: { method, target: target({ path }, { pathValues: parts.pathValues, query: [] }), headers },
    invalid: true,
  }));
}
