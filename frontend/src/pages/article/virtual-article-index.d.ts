/** Each article page's loader by its Markdown name (vite-plugins/page-registry): `index['heat-pumps']()`. */
declare module 'virtual:article-index' {
  const index: Readonly<Record<string, () => Promise<{ default: import('./article-types').Article }>>>;
  export default index;
}

/** Each article page's description in both languages, by its Markdown name (the overview pages' cards). */
declare module 'virtual:article-descriptions' {
  const descriptions: Readonly<Record<string, Record<import('@costa-sol/common').Language, string>>>;
  export default descriptions;
}
