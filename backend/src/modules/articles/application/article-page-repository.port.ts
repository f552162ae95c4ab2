import type { ArticleRecord } from '@costa-sol/common/content-files';
import type { ArticleRevision, StoredArticlePage } from '../domain/article-page';

/** Port: the article pages and their revisions. */
export abstract class ArticlePageRepository {
  abstract list(): Promise<StoredArticlePage[]>;
  abstract find(key: string): Promise<StoredArticlePage | null>;
  /** Newest first. */
  abstract revisions(key: string): Promise<ArticleRevision[]>;
  abstract revision(key: string, id: string): Promise<ArticleRevision | null>;
  /** Replaces the draft; false when there is no such page. */
  abstract saveDraft(key: string, draft: ArticleRecord, at: Date, by: string): Promise<boolean>;
  /** The draft becomes the published copy and a revision of it is kept, in one statement; false when there is no such page. */
  abstract publishDraft(key: string, revisionId: string, at: Date, by: string): Promise<boolean>;
  /** Stores the page, draft and published alike, with a first revision (by nobody), unless it is there already; false when it was. */
  abstract seed(key: string, record: ArticleRecord, revisionId: string, at: Date): Promise<boolean>;
}
