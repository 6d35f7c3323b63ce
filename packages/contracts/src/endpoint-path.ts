// The path half of an endpoint definition, apart from endpoint.ts so that code which must not carry zod (the web's
// first load, ADR 005) can fill in a path.

/** The names of a path's `:params`: `'/x/:id/y/:other'` gives `'id' | 'other'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The `:name` parameters of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] as string);
}
