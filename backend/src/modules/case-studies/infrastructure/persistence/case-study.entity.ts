import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { Bilingual } from '../../domain/case-study';

/** Bilingual texts and lists are JSON: they are only ever read whole. */
@Entity({ tableName: 'case_study' })
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
  @Property({ type: 'timestamptz' }) createdAt!: Date;
}
