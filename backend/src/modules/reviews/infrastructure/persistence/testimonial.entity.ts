import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** The partial index serves the media library's use counts. */
@Entity({ tableName: 'testimonial' })
@Index({
  name: 'testimonial_photo_id_idx',
  expression: 'create index "testimonial_photo_id_idx" on "testimonial" ("photo_id") where "photo_id" is not null',
})
export class TestimonialEntity {
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'text' }) name!: string;
  @Property({ type: 'text' }) reviewEn!: string;
  @Property({ type: 'text' }) reviewEs!: string;
  @Property({ type: 'smallint' }) rating!: number;
  @Property({ type: 'text' }) serviceEn!: string;
  @Property({ type: 'text' }) serviceEs!: string;
  @Property({ type: 'text', nullable: true }) location?: string | null;
  /** An image of the media library (foreign key to media, on delete restrict: see the migration Photos20261128). */
  @Property({ type: 'uuid', nullable: true }) photoId?: string | null;
  @Property({ type: 'boolean', default: true }) isActive!: boolean;
  @Property({ type: 'integer', default: 0 }) position!: number;
  @Property({ type: 'timestamptz' }) createdAt!: Date;
  @Property({ type: 'timestamptz' }) updatedAt!: Date;
}
