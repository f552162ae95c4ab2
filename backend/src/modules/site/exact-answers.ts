/**
 * `T` with every field that `Shape` does not declare turned into `never`, at every depth (arrays and nullable
 * fields included). `T` is assignable to `NoExtraFields<T, Shape>` only when it has no such field.
 */
type NoExtraFields<T, Shape> = T extends readonly (infer Item)[]
  ? NonNullable<Shape> extends readonly (infer ShapeItem)[]
    ? readonly NoExtraFields<Item, ShapeItem>[]
    : never
  : T extends object
    ? { [K in keyof T]: K extends keyof NonNullable<Shape> ? NoExtraFields<T[K], NonNullable<Shape>[K]> : never }
    : T;

type Answer<Method> = Method extends (...args: never[]) => Promise<infer Result> ? Result : never;

/** The methods of `Implementation` whose answer carries a field its `Contract` method's shape lacks. */
type InexactMethods<Implementation extends Contract, Contract> = {
  [M in keyof Contract]: Answer<Implementation[M]> extends NoExtraFields<Answer<Implementation[M]>, Answer<Contract[M]>> ? never : M;
}[keyof Contract];

/**
 * `true` when every method of `Implementation` answers exactly its `Contract` method's shape, else the names of those
 * that do not. `implements` already makes a missing field a compile error; this makes an extra one an error too (a
 * field added to a domain type but not to the API's schema, which the pages could not see and the OpenAPI document
 * would not describe).
 */
export type AnswersExactly<Implementation extends Contract, Contract> = [InexactMethods<Implementation, Contract>] extends [never]
  ? true
  : InexactMethods<Implementation, Contract>;
