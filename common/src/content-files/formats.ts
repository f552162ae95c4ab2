import { parse } from 'yaml';
import { FileProblem, firstLine } from './content-error';
import { splitFrontMatter } from './front-matter';

/** How a file's text becomes the data its schema checks; a reader throws FileProblem for text it cannot read. */
export interface ContentFormat {
  read(text: string): unknown;
}

/** A YAML file: its data as written. */
export const yamlFormat: ContentFormat = {
  read(text) {
    try {
      return parse(text);
    } catch (error) {
      throw new FileProblem('(file)', `not valid YAML (${firstLine(error)})`, 'yaml');
    }
  },
};

/** A Markdown file: its front matter's fields and its body, checked together as `{ ...frontMatter, body }`. */
export const markdownFormat: ContentFormat = {
  read(text) {
    const { frontMatter, body } = splitFrontMatter(text);
    return { ...(typeof frontMatter === 'object' ? frontMatter : {}), body: body.trim() };
  },
};
