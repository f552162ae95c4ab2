import { Entity, Index, ManyToOne, PrimaryKey, Property, type Ref, Unique } from '@mikro-orm/core';

@Entity({ tableName: 'qa_category' })
export class QaCategoryEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text' })
  @Unique({ name: 'qa_category_slug_unique' })
  slug!: string;

  @Property({ type: 'text' })
  nameEn!: string;

  @Property({ type: 'text' })
  nameEs!: string;

  @Property({ type: 'text', default: '' })
  descriptionEn!: string;

  @Property({ type: 'text', default: '' })
  descriptionEs!: string;

  @Property({ type: 'integer', default: 0 })
  position!: number;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz' })
  updatedAt!: Date;
}

@Entity({ tableName: 'qa_page' })
@Unique({ name: 'qa_page_category_slug_unique', properties: ['category', 'slug'] })
@Index({ name: 'qa_page_published_idx', properties: ['isPublished', 'updatedAt'] })
export class QaPageEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @ManyToOne(() => QaCategoryEntity, { ref: true, deleteRule: 'restrict', updateRule: 'cascade' })
  category!: Ref<QaCategoryEntity>;

  @Property({ type: 'text' })
  slug!: string;

  @Property({ type: 'text' })
  questionEn!: string;

  @Property({ type: 'text' })
  questionEs!: string;

  @Property({ type: 'text' })
  answerEn!: string;

  @Property({ type: 'text' })
  answerEs!: string;

  @Property({ type: 'text', default: '' })
  shortQuestionEn!: string;

  @Property({ type: 'text', default: '' })
  shortQuestionEs!: string;

  @Property({ type: 'text', default: '' })
  seoTitleEn!: string;

  @Property({ type: 'text', default: '' })
  seoTitleEs!: string;

  @Property({ type: 'text', default: '' })
  seoDescriptionEn!: string;

  @Property({ type: 'text', default: '' })
  seoDescriptionEs!: string;

  @Property({ type: 'boolean', default: false })
  isPublished!: boolean;

  @Property({ type: 'integer', default: 0 })
  position!: number;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz' })
  updatedAt!: Date;
}
