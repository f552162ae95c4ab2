import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import type { Bilingual } from '../../domain/case-study';

/** Bilingual texts and lists are JSON: they are only ever read whole. At most one row is featured (a partial unique index). */
@Entity({ tableName: 'case_study' })
@Index({
  name: 'case_study_one_featured',
  expression: 'create unique index "case_study_one_featured" on "case_study" ("featured") where "featured"',
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
  @Property({ type: 'integer' }) annualSavings!: number;
  @Property({ type: 'boolean', default: false }) featured!: boolean;
  @Property({ type: 'boolean', default: false }) isPublished!: boolean;
  @Property({ type: 'integer', default: 0 }) position!: number;
  @Property({ type: 'timestamptz' }) createdAt!: Date;
  @Property({ type: 'timestamptz' }) updatedAt!: Date;
}
