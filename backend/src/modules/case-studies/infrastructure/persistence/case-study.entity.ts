import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import type { Bilingual } from '@costa-sol/common';

/** Bilingual texts and lists are JSON: they are only ever read whole. At most one row is featured (a partial unique index); the photo indexes serve the media library's use counts. */
@Entity({ tableName: 'case_study' })
@Index({
  name: 'case_study_one_featured',
  expression: 'create unique index "case_study_one_featured" on "case_study" ("featured") where "featured"',
})
@Index({
  name: 'case_study_before_photo_id_idx',
  expression: 'create index "case_study_before_photo_id_idx" on "case_study" ("before_photo_id") where "before_photo_id" is not null',
})
@Index({
  name: 'case_study_after_photo_id_idx',
  expression: 'create index "case_study_after_photo_id_idx" on "case_study" ("after_photo_id") where "after_photo_id" is not null',
})
export class CaseStudyEntity {
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'json' }) title!: Bilingual;
  @Property({ type: 'text' }) location!: string;
  @Property({ type: 'json' }) beforeSystem!: Bilingual;
  @Property({ type: 'integer' }) beforeEnergyCost!: number;
  @Property({ type: 'json' }) beforeIssues!: Bilingual[];
  @Property({ type: 'json' }) afterSystem!: Bilingual;
  @Property({ type: 'integer' }) afterEnergyCost!: number;
  @Property({ type: 'json' }) afterBenefits!: Bilingual[];
  /** Images of the media library (foreign keys to media, on delete restrict: see the migration Photos20261128). */
  @Property({ type: 'uuid', nullable: true }) beforePhotoId?: string | null;
  @Property({ type: 'uuid', nullable: true }) afterPhotoId?: string | null;
  @Property({ type: 'integer' }) annualSavings!: number;
  @Property({ type: 'boolean', default: false }) featured!: boolean;
  @Property({ type: 'boolean', default: false }) isPublished!: boolean;
  @Property({ type: 'integer', default: 0 }) position!: number;
  @Property({ type: 'timestamptz' }) createdAt!: Date;
  @Property({ type: 'timestamptz' }) updatedAt!: Date;
}
