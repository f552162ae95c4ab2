import type { ArticleRecord } from '@costa-sol/common/content-files';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ArticlePageRepository } from '../../application/article-page-repository.port';
import type { ArticleRevision, StoredArticlePage } from '../../domain/article-page';

interface ArticlePageRow {
  key: string;
  draft: ArticleRecord | string;
  draft_updated_at: Date | string;
  draft_updated_by: string | null;
  published: ArticleRecord | string;
  published_at: Date | string;
  published_by: string | null;
}

interface ArticleRevisionRow {
  id: string;
  content: ArticleRecord | string;
  created_at: Date | string;
  created_by: string | null;
}

// jsonb comes back parsed from PostgreSQL and as text from some drivers.
const record = (value: ArticleRecord | string): ArticleRecord => (typeof value === 'string' ? (JSON.parse(value) as ArticleRecord) : value);

const PAGE_COLUMNS = 'key, draft, draft_updated_at, draft_updated_by, published, published_at, published_by';

function pageOf(row: ArticlePageRow): StoredArticlePage {
  return {
    key: row.key,
    draft: record(row.draft),
    draftUpdatedAt: new Date(row.draft_updated_at),
    draftUpdatedBy: row.draft_updated_by,
    published: record(row.published),
    publishedAt: new Date(row.published_at),
    publishedBy: row.published_by,
  };
}

const revisionOf = (row: ArticleRevisionRow): ArticleRevision => ({
  id: row.id,
  content: record(row.content),
  createdAt: new Date(row.created_at),
  createdBy: row.created_by,
});

/** The `article_page` and `article_revision` tables in plain SQL; each record is one jsonb document. */
@Injectable()
export class PostgresArticlePageRepository extends ArticlePageRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async list(): Promise<StoredArticlePage[]> {
    return (await this.em.execute<ArticlePageRow[]>(`select ${PAGE_COLUMNS} from article_page order by key`)).map(pageOf);
  }

  async find(key: string): Promise<StoredArticlePage | null> {
    const [row] = await this.em.execute<ArticlePageRow[]>(`select ${PAGE_COLUMNS} from article_page where key = ?`, [key]);
    return row ? pageOf(row) : null;
  }

  async revisions(key: string): Promise<ArticleRevision[]> {
    const rows = await this.em.execute<ArticleRevisionRow[]>(
      'select id, content, created_at, created_by from article_revision where page_key = ? order by created_at desc, id desc',
      [key],
    );
    return rows.map(revisionOf);
  }

  async revision(key: string, id: string): Promise<ArticleRevision | null> {
    const [row] = await this.em.execute<ArticleRevisionRow[]>(
      'select id, content, created_at, created_by from article_revision where page_key = ? and id = ?',
      [key, id],
    );
    return row ? revisionOf(row) : null;
  }

  async saveDraft(key: string, draft: ArticleRecord, at: Date, by: string): Promise<boolean> {
    const rows = await this.em.execute<{ key: string }[]>(
      'update article_page set draft = ?::jsonb, draft_updated_at = ?, draft_updated_by = ? where key = ? returning key',
      [JSON.stringify(draft), at, by, key],
    );
    return rows.length > 0;
  }

  async publishDraft(key: string, revisionId: string, at: Date, by: string): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>(
      `with page as (
         update article_page set published = draft, published_at = ?, published_by = ? where key = ? returning key, published
       )
       insert into article_revision (id, page_key, content, created_at, created_by)
       select ?, key, published, ?, ? from page returning id`,
      [at, by, key, revisionId, at, by],
    );
    return rows.length > 0;
  }

  async seed(key: string, content: ArticleRecord, revisionId: string, at: Date): Promise<boolean> {
    const json = JSON.stringify(content);
    const rows = await this.em.execute<{ id: string }[]>(
      `with page as (
         insert into article_page (key, draft, draft_updated_at, draft_updated_by, published, published_at, published_by)
         values (?, ?::jsonb, ?, null, ?::jsonb, ?, null) on conflict (key) do nothing returning key, published
       )
       insert into article_revision (id, page_key, content, created_at, created_by)
       select ?, key, published, ?, null from page returning id`,
      [key, json, at, json, at, revisionId, at],
    );
    return rows.length > 0;
  }
}
