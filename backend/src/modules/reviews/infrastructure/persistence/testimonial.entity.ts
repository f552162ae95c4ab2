import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'testimonial' })
export class TestimonialEntity {
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'text' }) name!: string;
  @Property({ type: 'text' }) reviewEn!: string;
  @Property({ type: 'text' }) reviewEs!: string;
  @Property({ type: 'smallint' }) rating!: number;
  @Property({ type: 'text' }) serviceEn!: string;
  @Property({ type: 'text' }) serviceEs!: string;
  @Property({ type: 'text', nullable: true }) location?: string | null;
  @Property({ type: 'boolean', default: true }) isActive!: boolean;
  @Property({ type: 'integer', default: 0 }) position!: number;
  @Property({ type: 'timestamptz' }) createdAt!: Date;
  @Property({ type: 'timestamptz' }) updatedAt!: Date;
}
