import type { Bilingual } from '@costa-sol/common';
import { ForeignKeyConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { MediaRepository } from '../../application/media-repository.port';
import type { Media, MediaVariantKey } from '../../domain/media';
import { MediaDuplicateError, MediaInUseError, MediaNotFoundError } from '../../domain/media.errors';
import { fromMediaRow, MEDIA_COLUMNS, type MediaRow } from './media.mapper';

/**
 * The `media` and `media_variant` tables, in plain SQL: the bytes (bytea) are read only where they are needed,
 * never when listing. See the migration Media20261127.
 */
@Injectable()
export class PostgresMediaRepository extends MediaRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async list(): Promise<Media[]> {
    const rows = await this.em.execute<MediaRow[]>(`select ${MEDIA_COLUMNS} from media order by created_at desc, id`);
    return rows.map(fromMediaRow);
  }

  async find(id: string): Promise<Media | undefined> {
    const [row] = await this.em.execute<MediaRow[]>(`select ${MEDIA_COLUMNS} from media where id = ?`, [id]);
    return row ? fromMediaRow(row) : undefined;
  }

  async findMany(ids: readonly string[]): Promise<Media[]> {
    if (ids.length === 0) return [];
    const marks = ids.map(() => '?').join(', ');
    const rows = await this.em.execute<MediaRow[]>(`select ${MEDIA_COLUMNS} from media where id in (${marks})`, [...ids]);
    return rows.map(fromMediaRow);
  }

  async findOriginal(id: string): Promise<Buffer | undefined> {
    const [row] = await this.em.execute<{ original: Buffer }[]>('select original from media where id = ?', [id]);
    return row?.original;
  }

  async insert(media: Media, original: Buffer): Promise<void> {
    try {
      await this.em.execute(
        `insert into media (id, original, mime_type, width, height, byte_size, sha256, alt_en, alt_es, created_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          media.id,
          original,
          media.mimeType,
          media.width,
          media.height,
          media.byteSize,
          media.sha256,
          media.alt.en,
          media.alt.es,
          media.createdAt,
        ],
        'run',
      );
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new MediaDuplicateError();
      throw error;
    }
  }

  async updateAlt(id: string, alt: Bilingual): Promise<void> {
    await this.em.execute('update media set alt_en = ?, alt_es = ? where id = ?', [alt.en, alt.es, id], 'run');
  }

  async delete(id: string): Promise<void> {
    // The variants go with it (on delete cascade). Content naming the image holds it (on delete restrict): content
    // that took it up after it was counted unused makes the delete fail here rather than lose its picture.
    try {
      await this.em.execute('delete from media where id = ?', [id], 'run');
    } catch (error) {
      if (error instanceof ForeignKeyConstraintViolationException) throw new MediaInUseError(1);
      throw error;
    }
  }

  async findVariant({ mediaId, width, format }: MediaVariantKey): Promise<Buffer | undefined> {
    const [row] = await this.em.execute<{ bytes: Buffer }[]>(
      'select bytes from media_variant where media_id = ? and width = ? and format = ?',
      [mediaId, width, format],
    );
    return row?.bytes;
  }

  async saveVariant({ mediaId, width, format }: MediaVariantKey, bytes: Buffer): Promise<Buffer> {
    // On a clash the row is left as it was (the no-op update only makes `returning` give the stored bytes).
    try {
      const [row] = await this.em.execute<{ bytes: Buffer }[]>(
        `insert into media_variant as v (media_id, width, format, bytes, created_at) values (?, ?, ?, ?, now())
         on conflict (media_id, width, format) do update set media_id = v.media_id
         returning v.bytes`,
        [mediaId, width, format, bytes],
      );
      return row.bytes;
    } catch (error) {
      // The image was deleted while its variant was being made.
      if (error instanceof ForeignKeyConstraintViolationException) throw new MediaNotFoundError();
      throw error;
    }
  }
}
