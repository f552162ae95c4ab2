/** Port: whether a page of the site renders at a path today (a fixed page, a town, a published Q&A page...). */
export abstract class PathOwners {
  abstract owns(path: string): Promise<boolean>;
}
