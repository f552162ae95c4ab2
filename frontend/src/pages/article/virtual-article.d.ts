/** An article page read from content/pages by vite-plugins/articles: `import('virtual:article/heat-pumps')`. */
declare module 'virtual:article/*' {
  const article: import('./article-types').Article;
  export default article;
}
