/** Each article page's description in both languages, by its Markdown name (the overview pages' cards). */
declare module 'virtual:article-descriptions' {
  const descriptions: Readonly<Record<string, Record<import('@costa-sol/common').Language, string>>>;
  export default descriptions;
}
