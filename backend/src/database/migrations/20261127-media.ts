import { Migration } from '@mikro-orm/migrations';

/**
 * The media library: originals (re-encoded, metadata stripped) and their variants, in PostgreSQL so that a backup
 * holds them and every instance serves the same. Image bytes are already compressed: stored out of line without
 * another compression attempt (storage external).
 */
export class Media20261127 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "media" (
      "id" uuid primary key,
      "original" bytea not null,
      "mime_type" text not null check ("mime_type" in ('image/png', 'image/jpeg', 'image/webp')),
      "width" integer not null check ("width" > 0),
      "height" integer not null check ("height" > 0),
      "byte_size" integer not null check ("byte_size" > 0),
      "sha256" text not null constraint "media_sha256_unique" unique,
      "alt_en" text not null,
      "alt_es" text not null,
      "created_at" timestamptz not null
    );`);
    this.addSql(`alter table "media" alter column "original" set storage external;`);
    this.addSql(`create index "media_created_at_idx" on "media" ("created_at" desc);`);
    this.addSql(`create table "media_variant" (
      "media_id" uuid not null references "media" ("id") on delete cascade,
      "width" integer not null check ("width" > 0),
      "format" text not null check ("format" in ('avif', 'webp')),
      "bytes" bytea not null,
      "created_at" timestamptz not null,
      primary key ("media_id", "width", "format")
    );`);
    this.addSql(`alter table "media_variant" alter column "bytes" set storage external;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "media_variant";`);
    this.addSql(`drop table "media";`);
  }
}
